import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Session } from '../../../electron/shared/domain/session'
import { describeError } from '../../data/describe-error'
import { useTransport } from '../../data/transport-context'
import { RecentFoldersSelect } from './recent-folders-select'
import { useProjectFolders } from './use-project-folders'

const rowStyle = { display: 'flex', alignItems: 'center', gap: '0.5rem', flexWrap: 'wrap' } as const

/**
 * The folder the session's file tools may work in: shown in the chat header, chosen with the desktop app's folder
 * picker or by typing its path (absolute or under `~`; Enter saves, Escape cancels), picked again from the recent
 * ones, and cleared with a button. The engine checks the folder; its refusal is shown here.
 */
export function ProjectFolder({ session }: { session: Session }) {
  const { t } = useTranslation()
  const transport = useTransport()
  const inputId = useId()
  const [draft, setDraft] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const folders = useProjectFolders()

  async function save(projectDir: string | null) {
    setSaving(true)
    try {
      await transport.invoke('session.setProjectDir', { id: session.id, projectDir })
      setDraft(null)
      setError(null)
      void folders.reload()
    } catch (caught) {
      setError(describeError(caught))
    } finally {
      setSaving(false)
    }
  }

  async function choose() {
    try {
      const { path } = await transport.invoke('project.chooseFolder', {
        title: t('project.chooseTitle'),
        ...(session.projectDir ? { defaultPath: session.projectDir } : {}),
      })
      if (path !== null) await save(path)
    } catch (caught) {
      setError(describeError(caught))
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (draft === null) return
    const path = draft.trim()
    void save(path === '' ? null : path)
  }

  function cancel() {
    setDraft(null)
    setError(null)
  }

  return (
    <div className="project-folder" style={rowStyle} data-testid="project-folder">
      {draft === null ? (
        <>
          <span className="chat-cost" title={session.projectDir ?? undefined} data-testid="project-folder-path">
            {session.projectDir ?? t('project.none')}
          </span>
          {folders.canChoose ? (
            <button
              type="button"
              className="button button-quiet button-small"
              disabled={saving}
              onClick={() => void choose()}
            >
              {t('project.choose')}
            </button>
          ) : (
            <button
              type="button"
              className="button button-quiet button-small"
              onClick={() => setDraft(session.projectDir ?? '')}
            >
              {session.projectDir ? t('project.change') : t('project.set')}
            </button>
          )}
          {session.projectDir ? (
            <button
              type="button"
              className="button button-quiet button-small"
              aria-label={t('project.clearLabel')}
              disabled={saving}
              onClick={() => void save(null)}
            >
              {t('project.clear')}
            </button>
          ) : null}
          <RecentFoldersSelect
            folders={folders.recent.filter((folder) => folder !== session.projectDir)}
            disabled={saving}
            onPick={(path) => void save(path)}
          />
        </>
      ) : (
        <form onSubmit={submit} style={rowStyle}>
          <label htmlFor={inputId} className="visually-hidden">
            {t('project.pathLabel')}
          </label>
          <input
            id={inputId}
            className="input"
            size={32}
            value={draft}
            placeholder={t('project.placeholder')}
            disabled={saving}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') cancel()
            }}
          />
          <button type="button" className="button button-quiet button-small" onClick={cancel}>
            {t('project.cancel')}
          </button>
        </form>
      )}
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
