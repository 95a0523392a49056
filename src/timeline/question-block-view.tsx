import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError } from '../data/describe-error'
import { useOpenQuestions } from './open-questions-context'
import type { QuestionBlock } from './timeline-types'

/** A question the assistant asked (ask_user): the options as buttons and a free answer, while it is still open. */
export function QuestionBlockView({ block }: { block: QuestionBlock }) {
  const { t } = useTranslation()
  const { isOpen, answer } = useOpenQuestions()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const inputId = useId()
  const open = isOpen(block.questionId)

  async function reply(value: string) {
    if (!value.trim()) return
    try {
      await answer(block.questionId, value.trim())
      setError(null)
    } catch (caught) {
      setError(describeError(caught))
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void reply(text)
  }

  return (
    <div className="timeline-question" data-testid="question">
      <p>
        <strong>{t('timeline.question')}</strong> {block.question}
      </p>
      {open ? (
        <form className="question-form" onSubmit={onSubmit}>
          {block.options.map((option) => (
            <button key={option} type="button" className="button button-small" onClick={() => void reply(option)}>
              {option}
            </button>
          ))}
          <label className="visually-hidden" htmlFor={inputId}>
            {t('timeline.answerLabel')}
          </label>
          <input
            id={inputId}
            className="input"
            value={text}
            placeholder={t('timeline.answerPlaceholder')}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button button-small button-primary" disabled={!text.trim()}>
            {t('timeline.answer')}
          </button>
        </form>
      ) : block.options.length > 0 ? (
        <p className="muted">{block.options.join(' / ')}</p>
      ) : null}
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
