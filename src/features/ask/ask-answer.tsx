import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import type { PassageView } from '../../../electron/shared/contract/commands/library-ask'
import { answerParts } from './answer-parts'
import { openPassage } from './passage-list'
import type { AskResult } from './use-ask'

/** The model's answer with clickable citations; a key that names no retrieved passage is shown struck out. */
export function AskAnswer({ result }: { result: AskResult }) {
  const { t } = useTranslation()
  const byKey = new Map<string, PassageView>(result.passages.map((passage) => [passage.key, passage]))
  const { answer, abstained } = result
  return (
    <section className="ask-answer" aria-label={t('ask.answer')}>
      <h2 className="ask-section-title">{t('ask.answer')}</h2>
      {abstained ? (
        <p className="alert" role="status">
          {t(`ask.abstained.${abstained}`)}
        </p>
      ) : null}
      {answer ? (
        <p className="ask-answer-text">
          {answerParts(answer.text).map((part, index) =>
            part.kind === 'text' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one answer never reorder
              <Fragment key={index}>{part.text}</Fragment>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one answer never reorder
              <span key={index} className="ask-citation-group">
                [
                {part.keys.map((key, keyIndex) => {
                  const passage = byKey.get(key)
                  return (
                    <Fragment key={key}>
                      {keyIndex > 0 ? ', ' : ''}
                      {passage ? (
                        <button
                          type="button"
                          className="ask-citation"
                          aria-label={t('ask.openCitation', { key, title: passage.title, page: passage.page })}
                          onClick={() => openPassage(passage)}
                        >
                          {key}
                        </button>
                      ) : (
                        <s className="ask-citation-unknown" title={t('ask.unknownCitation')}>
                          {key}
                        </s>
                      )}
                    </Fragment>
                  )
                })}
                ]
              </span>
            ),
          )}
        </p>
      ) : null}
      {answer && answer.unknown.length > 0 ? (
        <p className="alert alert-error" role="alert">
          {t('ask.unknownCitations', { keys: answer.unknown.join(', ') })}
        </p>
      ) : null}
    </section>
  )
}
