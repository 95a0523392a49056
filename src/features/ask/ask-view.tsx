import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AskScope } from '../../../electron/shared/contract/commands/library-ask'
import { ErrorNotice } from '../../components/error-notice'
import { useCommand } from '../../data/use-command'
import { AskAnswer } from './ask-answer'
import { AskScopePicker } from './ask-scope-picker'
import { PassageList } from './passage-list'
import { useAsk } from './use-ask'
import './ask.css'

const K_CHOICES = [5, 8, 12, 20]

/** "Ask the library": a question over the whole library, a collection or chosen papers, outside any chat. */
export function AskView({ onOpenSettings }: { onOpenSettings: () => void }) {
  const { t } = useTranslation()
  const { result, error, busy, ask } = useAsk()
  /** The embedding model retrieval will use: null for keyword-only, undefined until known. */
  const model = useCommand('embeddings.status', {}, { cached: false }).data?.model
  const [question, setQuestion] = useState('')
  const [scope, setScope] = useState<AskScope>({ kind: 'library' })
  const [k, setK] = useState(8)
  const [answer, setAnswer] = useState(true)
  const questionId = useId()
  const kId = useId()
  const embedder = result ? result.retrieval.embedder : model
  const scopeReady = scope.kind !== 'papers' || scope.paperIds.length > 0
  const canAsk = question.trim().length >= 3 && scopeReady && !busy

  return (
    <div className="ask-view">
      <h1 className="ask-heading">{t('ask.title')}</h1>
      <form
        className="ask-form"
        onSubmit={(event) => {
          event.preventDefault()
          if (canAsk) void ask({ question: question.trim(), scope, k, answer })
        }}
      >
        <div className="field field-wide">
          <label className="field-label" htmlFor={questionId}>
            {t('ask.question')}
          </label>
          <textarea
            id={questionId}
            className="input ask-question"
            rows={2}
            value={question}
            placeholder={t('ask.questionPlaceholder')}
            onChange={(event) => setQuestion(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault()
                event.currentTarget.form?.requestSubmit()
              }
            }}
          />
        </div>
        <div className="ask-options">
          <AskScopePicker scope={scope} onChange={setScope} />
          <div className="field">
            <label className="field-label" htmlFor={kId}>
              {t('ask.k')}
            </label>
            <select id={kId} className="select" value={k} onChange={(event) => setK(Number(event.target.value))}>
              {K_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          </div>
          <label className="ask-answer-toggle">
            <input type="checkbox" checked={answer} onChange={(event) => setAnswer(event.target.checked)} />
            {t('ask.writeAnswer')}
          </label>
          <button type="submit" className="button button-primary" disabled={!canAsk}>
            {busy ? t('ask.asking') : t('ask.submit')}
          </button>
        </div>
      </form>
      <ErrorNotice error={error} />
      {result?.retrieval.fallback ? (
        <p className="alert alert-error ask-retrieval" role="status" data-testid="ask-fallback">
          {t('ask.retrievalFallback', { reason: result.retrieval.fallback.message })}{' '}
          <button type="button" className="button button-quiet button-small" onClick={onOpenSettings}>
            {t('ask.fixEmbeddingSettings')}
          </button>
        </p>
      ) : embedder !== undefined ? (
        <p className="ask-retrieval muted" role="status">
          {embedder ? t('ask.retrievalHybrid', { model: embedder }) : t('ask.retrievalKeyword')}{' '}
          {embedder ? null : (
            <button type="button" className="button button-quiet button-small" onClick={onOpenSettings}>
              {t('ask.openEmbeddingSettings')}
            </button>
          )}
        </p>
      ) : null}
      {result ? (
        <>
          {answer || result.answer ? <AskAnswer result={result} /> : null}
          <h2 className="ask-section-title">{t('ask.passagesCount', { count: result.passages.length })}</h2>
          {result.passages.length > 0 ? (
            <PassageList passages={result.passages} />
          ) : (
            <p className="muted">{t('ask.noPassages')}</p>
          )}
        </>
      ) : null}
    </div>
  )
}
