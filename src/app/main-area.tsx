import { useTranslation } from 'react-i18next'
import type { Session } from '../../electron/shared/domain/session'
import { AskView } from '../features/ask/ask-view'
import { ChatView } from '../features/chat/chat-view'
import { LibraryView } from '../features/library/library-view'
import { SettingsView } from '../features/settings/settings-view'
import type { MainViewId } from './main-views'

interface MainAreaProps {
  view: MainViewId
  session: Session | null
  onOpenSettings: () => void
  onCreateSession: () => void
}

export function MainArea({ view, session, onOpenSettings, onCreateSession }: MainAreaProps) {
  const { t } = useTranslation()
  switch (view) {
    case 'settings':
      return <SettingsView />
    case 'library':
      return <LibraryView />
    case 'ask':
      return <AskView onOpenSettings={onOpenSettings} />
    case 'chat':
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
      return <ChatView key={session.id} session={session} onOpenSettings={onOpenSettings} />
  }
}
