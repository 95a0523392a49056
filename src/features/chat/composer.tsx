import { type FormEvent, type KeyboardEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

interface ComposerProps {
  running: boolean
  disabled: boolean
  onSend: (prompt: string) => Promise<boolean>
  onStop: () => void
}

/** Enter sends, Shift+Enter starts a new line; while a run goes on, Stop cancels it. */
export function Composer({ running, disabled, onSend, onStop }: ComposerProps) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const inputId = useId()
  const hintId = useId()
  const canSend = !disabled && !running && !sending && text.trim().length > 0

  async function send() {
    if (!canSend) return
    setSending(true)
    const sent = await onSend(text.trim())
    setSending(false)
    if (sent) setText('')
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void send()
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void send()
  }

  return (
    <form className="composer" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('composer.label')}
      </label>
      <textarea
        id={inputId}
        className="textarea composer-input"
        rows={2}
        value={text}
        disabled={disabled}
        placeholder={disabled ? t('composer.disabledPlaceholder') : t('composer.placeholder')}
        aria-describedby={hintId}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="composer-bar">
        <span id={hintId} className="field-hint">
          {running ? t('composer.hintRunning') : t('composer.hint')}
        </span>
        {running ? (
          <button type="button" className="button button-danger" onClick={onStop}>
            ■ {t('composer.stop')}
          </button>
        ) : (
          <button type="submit" className="button button-primary" disabled={!canSend}>
            {t('composer.send')}
          </button>
        )}
      </div>
    </form>
  )
}
