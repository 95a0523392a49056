import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Session } from '../../../electron/shared/domain/session'
import { ErrorNotice } from '../../components/error-notice'
import { useCommandCall } from '../../data/use-command-call'
import { useCommandMutation } from '../../data/use-command-mutation'
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
  const inputId = useId()
  const [draft, setDraft] = useState<string | null>(null)
  const folders = useProjectFolders()
  const setting = useCommandMutation('session.setProjectDir', { alsoRefreshes: ['project'] })
  const choosing = useCommandCall('project.chooseFolder')
  const saving = setting.isPending
  const error = setting.error ?? choosing.error

  function save(projectDir: string | null) {
    choosing.reset()
    setting.mutate({ id: session.id, projectDir }, { onSuccess: () => setDraft(null) })
  }

  function choose() {
    setting.reset()
    choosing.mutate(
      { title: t('project.chooseTitle'), ...(session.projectDir ? { defaultPath: session.projectDir } : {}) },
      { onSuccess: ({ path }) => (path === null ? undefined : save(path)) },
    )
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (draft === null) return
    const path = draft.trim()
    save(path === '' ? null : path)
  }

  function cancel() {
    setDraft(null)
    setting.reset()
  }

  return (
    <div className="project-folder" style={rowStyle} data-testid="project-folder">
      {draft === null ? (
        <>
          <span className="chat-cost" title={session.projectDir ?? undefined} data-testid="project-folder-path">
            {session.projectDir ?? t('project.none')}
          </span>
          {folders.canChoose ? (
            <button type="button" className="button button-quiet button-small" disabled={saving} onClick={choose}>
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
              onClick={() => save(null)}
            >
              {t('project.clear')}
            </button>
          ) : null}
          <RecentFoldersSelect
            folders={folders.recent.filter((folder) => folder !== session.projectDir)}
            disabled={saving}
            onPick={(path) => save(path)}
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
      <ErrorNotice error={error} />
    </div>
  )
}
