import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ArtifactsPanel } from '../features/artifacts/artifacts-panel'
import { useOnReaderOpened } from '../features/reader/reader-navigation'
import { SessionsSidebar } from '../features/sessions/sessions-sidebar'
import { useSessions } from '../features/sessions/use-sessions'
import { MainArea } from './main-area'
import { type MainViewId, mainViews } from './main-views'
import { useSettings } from './settings-context'
import { useApplyAppearance } from './use-apply-appearance'
import './app.css'

export function App() {
  const { t } = useTranslation()
  const { settings } = useSettings()
  useApplyAppearance(settings)
  const sessions = useSessions()
  const [view, setView] = useState<MainViewId>('chat')
  useOnReaderOpened(useCallback(() => setView('library'), []))
  const session = sessions.sessions?.find((item) => item.id === sessions.selectedId) ?? null

  async function createSession() {
    const created = await sessions.create()
    if (created) setView('chat')
  }

  return (
    <div className="app-shell">
      <aside className="app-sidebar">
        <div className="app-brand">
          <span className="app-brand-mark" aria-hidden="true">
            ✦
          </span>
          AstroResearch
        </div>
        <SessionsSidebar
          sessions={sessions.sessions}
          selectedId={sessions.selectedId}
          error={sessions.error}
          onSelect={(id) => {
            sessions.select(id)
            setView('chat')
          }}
          onCreate={() => void createSession()}
          onRename={(id, title) => void sessions.rename(id, title)}
          onPin={(id, pinned) => void sessions.setPinned(id, pinned)}
          onDelete={(id) => void sessions.remove(id)}
        />
      </aside>
      <main className="app-main">
        <nav className="app-tabs" aria-label={t('app.views')}>
          {mainViews.map((id) => (
            <button
              key={id}
              type="button"
              className={view === id ? 'app-tab app-tab-active' : 'app-tab'}
              aria-current={view === id ? 'page' : undefined}
              onClick={() => setView(id)}
            >
              {t(`app.view.${id}`)}
            </button>
          ))}
        </nav>
        <div className="app-view">
          <MainArea
            view={view}
            session={session}
            onOpenSettings={() => setView('settings')}
            onCreateSession={() => void createSession()}
          />
        </div>
      </main>
      <aside className="app-side-panel" aria-label={t('artifacts.title')}>
        <ArtifactsPanel sessionId={session?.id ?? null} />
      </aside>
    </div>
  )
}
