import { useTranslation } from 'react-i18next'
import { type MainViewId, mainViews } from './main-views'

interface AppTabsProps {
  view: MainViewId
  onView: (view: MainViewId) => void
  /** Unread items a view has (the digest's papers), shown beside its name. */
  unread: Partial<Record<MainViewId, number | null>>
  sessionsCollapsed: boolean
  onToggleSessions: () => void
  /** Wide windows: the artifacts panel beside the main view, which this button hides and shows. */
  artifactsPanel: { collapsed: boolean; onToggle: () => void } | null
  /** Narrow windows: the artifacts drawer over the main view. */
  drawer: { open: boolean; onToggle: () => void } | null
}

/** The bar above the main view: the sessions toggle, the views, and the artifacts toggle (panel or drawer). */
export function AppTabs({
  view,
  onView,
  unread,
  sessionsCollapsed,
  onToggleSessions,
  artifactsPanel,
  drawer,
}: AppTabsProps) {
  const { t } = useTranslation()
  return (
    <nav className="app-tabs" aria-label={t('app.views')}>
      <button
        type="button"
        className="button button-quiet button-small app-panel-toggle"
        aria-expanded={!sessionsCollapsed}
        aria-controls="app-sidebar"
        onClick={onToggleSessions}
      >
        {sessionsCollapsed ? t('layout.showSessions') : t('layout.hideSessions')}
      </button>
      {mainViews.map((id) => (
        <button
          key={id}
          type="button"
          className={view === id ? 'app-tab app-tab-active' : 'app-tab'}
          aria-current={view === id ? 'page' : undefined}
          onClick={() => onView(id)}
          title={unread[id] ? t('app.unread', { count: unread[id] ?? 0 }) : undefined}
        >
          {t(`app.view.${id}`)}
          {unread[id] ? (
            <span className="badge app-tab-badge" aria-hidden="true" data-testid={`${id}-unread`}>
              {unread[id]}
            </span>
          ) : null}
        </button>
      ))}
      {artifactsPanel ? (
        <button
          type="button"
          className="button button-quiet button-small app-drawer-toggle"
          aria-expanded={!artifactsPanel.collapsed}
          aria-controls="app-side-panel"
          onClick={artifactsPanel.onToggle}
        >
          {artifactsPanel.collapsed ? t('layout.showArtifactsPanel') : t('layout.hideArtifactsPanel')}
        </button>
      ) : null}
      {drawer ? (
        <button
          type="button"
          className="button button-small app-drawer-toggle"
          aria-expanded={drawer.open}
          aria-controls="app-side-panel"
          onClick={drawer.onToggle}
        >
          {t('app.showArtifacts')}
        </button>
      ) : null}
    </nav>
  )
}
