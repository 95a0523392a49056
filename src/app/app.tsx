import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Group, Panel } from 'react-resizable-panels'
import type { Paper } from '../../electron/shared/domain/paper'
import { ResizeHandle } from '../components/panels/resize-handle'
import { useCollapsiblePanel } from '../components/panels/use-collapsible-panel'
import { usePanelLayout } from '../components/panels/use-panel-layout'
import { useSettings } from '../data/settings-context'
import { ArtifactsPanel } from '../features/artifacts/artifacts-panel'
import { CatalogsPanel } from '../features/catalogs/catalogs-panel'
import { DigestSidebarLink } from '../features/digest/digest-sidebar-link'
import { useDigestUnread } from '../features/digest/use-digest-unread'
import { showInLibrary } from '../features/library/library-focus'
import { PdfDropZone } from '../features/library/pdf-drop-zone'
import { SessionsSidebar } from '../features/sessions/sessions-sidebar'
import { useSessions } from '../features/sessions/use-sessions'
import type { SettingsSectionId } from '../features/settings/settings-sections'
import { useOnArtifactOpened } from '../navigation/artifact-navigation'
import { closeReader, openReader, useOnReaderOpened } from '../navigation/reader-navigation'
import { AppTabs } from './app-tabs'
import { MainArea } from './main-area'
import type { MainViewId } from './main-views'
import { ObjectLookup } from './object-lookup'
import { ShortcutsSheet } from './shortcuts-sheet'
import { useApplyAppearance } from './use-apply-appearance'
import { useMediaQuery } from './use-media-query'
import { useShortcuts } from './use-shortcuts'
import './app.css'
import { useOnObjectLookUp } from '../navigation/object-lookup-navigation'

// Loaded when first opened: cmdk and its dialog are not needed for the first paint.
const CommandPalette = lazy(async () => ({ default: (await import('./command-palette')).CommandPalette }))

const widePanels = ['sessions-panel', 'main-panel', 'artifacts-panel']
const narrowPanels = ['sessions-panel', 'main-panel']

export function App() {
  const { t } = useTranslation()
  const { settings } = useSettings()
  useApplyAppearance(settings)
  const sessions = useSessions()
  const [view, setView] = useState<MainViewId>('chat')
  const [settingsSection, setSettingsSection] = useState<{ id: SettingsSectionId; at: number } | null>(null)
  const digestUnread = useDigestUnread(view)
  useOnReaderOpened(
    useCallback(() => {
      setView('library')
      setObjectName(null)
    }, []),
  )
  const session = sessions.sessions?.find((item) => item.id === sessions.selectedId) ?? null
  // Below 1100 px the artifacts panel is a drawer over the main view, opened from the tab bar (never gone).
  const narrow = useMediaQuery('(max-width: 1100px)')
  const [drawerOpen, setDrawerOpen] = useState(false)
  const layout = usePanelLayout('app-shell', narrow ? narrowPanels : widePanels)
  const sessionsPanel = useCollapsiblePanel()
  const artifactsPanel = useCollapsiblePanel()
  // A timeline marker opens its artifact: on a narrow window the drawer opens, on a wide one a collapsed panel expands.
  const expandArtifacts = artifactsPanel.expand
  useOnArtifactOpened(useCallback(() => (narrow ? setDrawerOpen(true) : expandArtifacts()), [narrow, expandArtifacts]))

  // The library takes the window: the chat's panels fold away while it is shown and come back as they were, and the
  // folded layout is not remembered.
  const foldedForLibrary = useRef<{ sessions: boolean; artifacts: boolean } | null>(null)
  const inLibrary = view === 'library'
  const { collapse: collapseSessions, expand: expandSessions, collapsed: sessionsCollapsed } = sessionsPanel
  const { collapse: collapseArtifacts, expand: expandArtifactsPanel, collapsed: artifactsCollapsed } = artifactsPanel
  // Crossing 1100 px lays the panels out anew (expanded): in the library they fold away again.
  const narrowBefore = useRef(narrow)
  useEffect(() => {
    const crossed = narrowBefore.current !== narrow
    narrowBefore.current = narrow
    if (inLibrary && !foldedForLibrary.current) {
      foldedForLibrary.current = { sessions: !sessionsCollapsed, artifacts: !artifactsCollapsed }
      collapseSessions()
      collapseArtifacts()
      setDrawerOpen(false)
    } else if (inLibrary && crossed) {
      // After the group has applied its new layout.
      requestAnimationFrame(() => {
        collapseSessions()
        collapseArtifacts()
      })
    } else if (!inLibrary && foldedForLibrary.current) {
      const folded = foldedForLibrary.current
      foldedForLibrary.current = null
      if (folded.sessions) expandSessions()
      if (folded.artifacts) expandArtifactsPanel()
    }
  }, [
    inLibrary,
    narrow,
    sessionsCollapsed,
    artifactsCollapsed,
    collapseSessions,
    collapseArtifacts,
    expandSessions,
    expandArtifactsPanel,
  ])

  useEffect(() => {
    if (!narrow || !drawerOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setDrawerOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [narrow, drawerOpen])

  // The chat shows at once: switching after the engine answers would undo a view chosen in the meantime (Ctrl+N,
  // then Ctrl+, at once, ended in the chat).
  const createSession = useCallback(async () => {
    setView('chat')
    await sessions.create()
  }, [sessions.create])

  const openPaper = useCallback((paper: Paper) => {
    if (paper.downloadStatus === 'downloaded') {
      openReader(paper.id)
      return
    }
    closeReader()
    showInLibrary(paper.title)
    setView('library')
  }, [])

  const [overlay, setOverlay] = useState<'palette' | 'shortcuts' | null>(null)
  const [objectName, setObjectName] = useState<string | null>(null)
  useOnObjectLookUp(setObjectName)
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

  const sidePanel = (
    <aside
      id="app-side-panel"
      className={narrow ? 'app-side-panel app-side-panel-drawer' : 'app-side-panel'}
      data-open={narrow ? String(drawerOpen) : undefined}
      aria-label={t('artifacts.title')}
      hidden={narrow ? !drawerOpen : artifactsPanel.collapsed}
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
      <CatalogsPanel sessionId={session?.id ?? null} />
    </aside>
  )

  return (
    <div className="app-shell">
      <Group
        id="app-shell"
        className="app-shell-group"
        defaultLayout={layout.defaultLayout}
        onLayoutChanged={inLibrary ? undefined : layout.onLayoutChanged}
      >
        <Panel
          id="sessions-panel"
          className="app-panel"
          panelRef={sessionsPanel.panelRef}
          onResize={sessionsPanel.onResize}
          collapsible
          minSize={180}
          maxSize={480}
          defaultSize={narrow ? 220 : 248}
          groupResizeBehavior="preserve-pixel-size"
        >
          <aside id="app-sidebar" className="app-sidebar" hidden={sessionsPanel.collapsed}>
            <div className="app-brand">
              <span className="app-brand-mark" aria-hidden="true">
                ✦
              </span>
              AstroResearch
            </div>
            <DigestSidebarLink unread={digestUnread} onOpen={() => setView('digest')} />
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
        </Panel>
        <ResizeHandle label={t('layout.resizeSessions')} />
        <Panel id="main-panel" className="app-panel" minSize={360}>
          <main className="app-main">
            <AppTabs
              view={view}
              onView={setView}
              unread={{ digest: digestUnread }}
              sessionsCollapsed={sessionsPanel.collapsed}
              onToggleSessions={sessionsPanel.toggle}
              artifactsPanel={narrow ? null : { collapsed: artifactsPanel.collapsed, onToggle: artifactsPanel.toggle }}
              drawer={narrow ? { open: drawerOpen, onToggle: () => setDrawerOpen((open) => !open) } : null}
            />
            <div className="app-view">
              <MainArea
                view={view}
                session={session}
                settingsSection={settingsSection}
                firstRun={sessions.sessions?.length === 0}
                onOpenSettings={() => setView('settings')}
                onCreateSession={() => void createSession()}
              />
            </div>
          </main>
        </Panel>
        {narrow ? null : <ResizeHandle label={t('layout.resizeArtifacts')} />}
        {narrow ? null : (
          <Panel
            id="artifacts-panel"
            className="app-panel"
            panelRef={artifactsPanel.panelRef}
            onResize={artifactsPanel.onResize}
            collapsible
            minSize={220}
            maxSize="50%"
            defaultSize={300}
            groupResizeBehavior="preserve-pixel-size"
          >
            {sidePanel}
          </Panel>
        )}
      </Group>
      {narrow ? sidePanel : null}
      <PdfDropZone onAdded={() => setView('library')} />
      {overlay === 'palette' ? (
        <Suspense fallback={null}>
          <CommandPalette
            sessions={sessions.sessions ?? []}
            onClose={closeOverlay}
            onSelectSession={(id) => {
              sessions.select(id)
              setView('chat')
            }}
            onOpenPaper={openPaper}
            onNewSession={() => void createSession()}
            onView={setView}
            onSettingsSection={(id) => {
              setSettingsSection({ id, at: Date.now() })
              setView('settings')
            }}
            onToggleSessions={sessionsPanel.toggle}
            onToggleArtifacts={narrow ? () => setDrawerOpen((open) => !open) : artifactsPanel.toggle}
            onShortcuts={() => setOverlay('shortcuts')}
            onLookUpObject={setObjectName}
          />
        </Suspense>
      ) : null}
      {overlay === 'shortcuts' ? <ShortcutsSheet onClose={closeOverlay} /> : null}
      {objectName !== null ? (
        <ObjectLookup name={objectName} onClose={() => setObjectName(null)} onSearchAds={() => setView('library')} />
      ) : null}
    </div>
  )
}
