import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { Session } from '../../electron/shared/domain/session'
import { AskView } from '../features/ask/ask-view'
import { ChatView } from '../features/chat/chat-view'
import type { SettingsSectionId } from '../features/settings/settings-sections'
import { ToolExtrasProvider } from '../timeline/tool-extras-context'
import type { MainViewId } from './main-views'
import { toolExtras } from './tool-extras'
import { Welcome } from './welcome'

// Loaded on first use: the library brings the PDF reader (pdf.js), settings its forms.
const LibraryScreen = lazy(async () => ({ default: (await import('./library-screen')).LibraryScreen }))
const DigestView = lazy(async () => ({ default: (await import('../features/digest/digest-view')).DigestView }))
const SettingsView = lazy(async () => ({ default: (await import('../features/settings/settings-view')).SettingsView }))

function Loading() {
  const { t } = useTranslation()
  return (
    <p className="muted main-loading" role="status">
      {t('common.loading')}
    </p>
  )
}

interface MainAreaProps {
  view: MainViewId
  session: Session | null
  /** The Settings section the palette asked for, with when it asked (the same section can be asked for again). */
  settingsSection: { id: SettingsSectionId; at: number } | null
  /** No session has ever been made: the window opens on the welcome. */
  firstRun: boolean
  onOpenSettings: () => void
  onCreateSession: () => void
}

export function MainArea({ view, session, settingsSection, firstRun, onOpenSettings, onCreateSession }: MainAreaProps) {
  const { t } = useTranslation()
  switch (view) {
    case 'settings':
      return (
        <Suspense fallback={<Loading />}>
          <SettingsView section={settingsSection} />
        </Suspense>
      )
    case 'library':
      return (
        <Suspense fallback={<Loading />}>
          <LibraryScreen />
        </Suspense>
      )
    case 'digest':
      return (
        <Suspense fallback={<Loading />}>
          <DigestView onOpenSettings={onOpenSettings} />
        </Suspense>
      )
    case 'ask':
      return <AskView onOpenSettings={onOpenSettings} />
    case 'chat':
      if (!session && firstRun) return <Welcome onOpenSettings={onOpenSettings} onStart={onCreateSession} />
      if (!session) {
        return (
          <div className="main-empty">
            <h1>{t('chat.noSessionTitle')}</h1>
            <p className="muted">{t('chat.noSession')}</p>
            <button type="button" className="button button-primary" onClick={onCreateSession}>
              + {t('sessions.new')}
            </button>
          </div>
        )
      }
      return (
        <ToolExtrasProvider value={toolExtras}>
          <ChatView key={session.id} session={session} onOpenSettings={onOpenSettings} />
        </ToolExtrasProvider>
      )
  }
}
