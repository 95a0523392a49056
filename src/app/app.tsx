import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useOnArtifactOpened } from '../features/artifacts/artifact-navigation'
import { ArtifactsPanel } from '../features/artifacts/artifacts-panel'
import { PdfDropZone } from '../features/library/pdf-drop-zone'
import { useOnReaderOpened } from '../features/reader/reader-navigation'
import { SessionsSidebar } from '../features/sessions/sessions-sidebar'
import { useSessions } from '../features/sessions/use-sessions'
import { CommandPalette } from './command-palette'
import { MainArea } from './main-area'
import { type MainViewId, mainViews } from './main-views'
import { useSettings } from './settings-context'
import { ShortcutsSheet } from './shortcuts-sheet'
import { useApplyAppearance } from './use-apply-appearance'
import { useMediaQuery } from './use-media-query'
import { useShortcuts } from './use-shortcuts'
import './app.css'

export function App() {
  const { t } = useTranslation()
  const { settings } = useSettings()
  useApplyAppearance(settings)
  const sessions = useSessions()
  const [view, setView] = useState<MainViewId>('chat')
  useOnReaderOpened(useCallback(() => setView('library'), []))
  const session = sessions.sessions?.find((item) => item.id === sessions.selectedId) ?? null
  // Below 1100 px the artifacts panel is a drawer over the main view, opened from the tab bar (never gone).
  const narrow = useMediaQuery('(max-width: 1100px)')
  const [drawerOpen, setDrawerOpen] = useState(false)
  const panelHidden = narrow && !drawerOpen
  // A timeline marker opens its artifact; on a narrow window that means opening the drawer too.
  useOnArtifactOpened(useCallback(() => setDrawerOpen(true), []))

  useEffect(() => {
    if (!narrow || !drawerOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setDrawerOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [narrow, drawerOpen])

  const createSession = useCallback(async () => {
    const created = await sessions.create()
    if (created) setView('chat')
  }, [sessions.create])

  const [overlay, setOverlay] = useState<'palette' | 'shortcuts' | null>(null)
  const closeOverlay = useCallback(() => setOverlay(null), [])
  useShortcuts(
    useMemo(
      () => ({
        newSession: () => void createSession(),
        palette: () => setOverlay((open) => (open === 'palette' ? null : 'palette')),
        settings: () => setView('settings'),
        help: () => setOverlay('shortcuts'),
      }),
      [createSession],
    ),
  )

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
          {narrow ? (
            <button
              type="button"
              className="button button-small app-drawer-toggle"
              aria-expanded={drawerOpen}
              aria-controls="app-side-panel"
              onClick={() => setDrawerOpen((open) => !open)}
            >
              {t('app.showArtifacts')}
            </button>
          ) : null}
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
      <PdfDropZone onAdded={() => setView('library')} />
      <aside
        id="app-side-panel"
        className={narrow ? 'app-side-panel app-side-panel-drawer' : 'app-side-panel'}
        data-open={narrow ? String(drawerOpen) : undefined}
        aria-label={t('artifacts.title')}
        hidden={panelHidden}
      >
        {narrow ? (
          <button
            type="button"
            className="button button-quiet button-small app-drawer-close"
            onClick={() => setDrawerOpen(false)}
          >
            ✕ {t('app.hideArtifacts')}
          </button>
        ) : null}
        <ArtifactsPanel sessionId={session?.id ?? null} />
      </aside>
      {overlay === 'palette' ? (
        <CommandPalette
          sessions={sessions.sessions ?? []}
          onClose={closeOverlay}
          onSelectSession={(id) => {
            sessions.select(id)
            setView('chat')
          }}
          onNewSession={() => void createSession()}
          onView={setView}
          onShortcuts={() => setOverlay('shortcuts')}
        />
      ) : null}
      {overlay === 'shortcuts' ? <ShortcutsSheet onClose={closeOverlay} /> : null}
    </div>
  )
}
