import { type FormEvent, type KeyboardEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { RunVersion } from '../../electron/shared/domain/run-version'
import { CopyButton } from '../components/copy-button'
import { useMessageActions } from './message-actions-context'
import type { RunView } from './timeline-types'

/** The user's prompt, with copy, "edit and resend" (a new version of it) and ‹ n/m › between its versions. */
export function PromptRowView({ run }: { run: RunView }) {
  const { t } = useTranslation()
  const actions = useMessageActions()
  const [draft, setDraft] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const inputId = useId()

  async function submit(event?: FormEvent) {
    event?.preventDefault()
    if (!actions || draft === null || !draft.trim()) return
    setSending(true)
    const sent = await actions.editPrompt(run.id, draft.trim())
    setSending(false)
    if (sent) setDraft(null)
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      setDraft(null)
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void submit()
    }
  }

  if (draft !== null) {
    return (
      <form className="timeline-prompt timeline-prompt-editing" onSubmit={(event) => void submit(event)}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('messages.editLabel')}
        </label>
        <textarea
          id={inputId}
          className="textarea"
          rows={3}
          value={draft}
          // biome-ignore lint/a11y/noAutofocus: the user just asked to edit this prompt
          autoFocus
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <p className="field-hint">{t('messages.editHint')}</p>
        <div className="message-actions">
          <button type="button" className="button button-small" onClick={() => setDraft(null)}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className="button button-primary button-small"
            disabled={sending || !draft.trim() || (actions?.running ?? true)}
          >
            {t('messages.resend')}
          </button>
        </div>
      </form>
    )
  }

  return (
    <div className="timeline-prompt" data-testid="user-message">
      <p>{run.prompt}</p>
      <div className="message-actions message-actions-prompt">
        <CopyButton text={run.prompt} label={t('messages.copyPrompt')} className="button button-quiet button-small" />
        {actions && !actions.running ? (
          <button type="button" className="button button-quiet button-small" onClick={() => setDraft(run.prompt)}>
            {t('messages.edit')}
          </button>
        ) : null}
      </div>
      {run.version ? <VersionSwitch version={run.version} /> : null}
    </div>
  )
}

function VersionSwitch({ version }: { version: RunVersion }) {
  const { t } = useTranslation()
  const actions = useMessageActions()
  const disabled = !actions || actions.running
  const show = (runId: string | null) => {
    if (runId && actions) void actions.showVersion(runId)
  }
  return (
    <span className="message-versions" data-testid="message-versions">
      <button
        type="button"
        className="button button-quiet button-small"
        aria-label={t('messages.previousVersion')}
        title={t('messages.previousVersion')}
        disabled={disabled || version.previousRunId === null}
        onClick={() => show(version.previousRunId)}
      >
        ‹
      </button>
      <span aria-live="polite">{t('messages.versionOf', { number: version.number, count: version.count })}</span>
      <button
        type="button"
        className="button button-quiet button-small"
        aria-label={t('messages.nextVersion')}
        title={t('messages.nextVersion')}
        disabled={disabled || version.nextRunId === null}
        onClick={() => show(version.nextRunId)}
      >
        ›
      </button>
    </span>
  )
}
