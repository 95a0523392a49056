import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { McpServerSettings, McpServerStatus } from '../../../electron/shared/domain/mcp'
import { FormError } from '../../components/form-field'
import { ListRow } from '../../components/list-row'
import { useCommand } from '../../data/use-command'
import { describeMcpError } from './mcp-errors'
import { McpServerCatalog } from './mcp-server-catalog'

interface McpServerRowProps {
  server: McpServerSettings | null
  status: McpServerStatus | undefined
  name: string
  onRestart(): void
  /** Only for a server stored in Settings (one from the command line is shown, not changed). */
  onToggle?: (enabled: boolean) => void
  onEdit?: () => void
  onRemove?: () => void
}

const stateBadge: Record<McpServerStatus['state'], string> = {
  stopped: 'badge',
  starting: 'badge badge-accent',
  ready: 'badge badge-success',
  restarting: 'badge badge-warning',
  failed: 'badge badge-danger',
}

/** One server: what it runs, its state, last error and tool count; its log on request. */
export function McpServerRow({ server, status, name, onToggle, onRestart, onEdit, onRemove }: McpServerRowProps) {
  const { t } = useTranslation()
  const [showCatalog, setShowCatalog] = useState(false)
  const [logShown, setLogShown] = useState(false)
  const serverStatus = useCommand('mcp.status', { name }, { enabled: logShown })
  const enabled = server?.enabled ?? status?.enabled ?? false
  const state = status?.state ?? 'stopped'
  const target = server
    ? server.transport === 'stdio'
      ? [server.command, ...server.args].join(' ')
      : server.url
    : t('settings.mcp.fromCommandLine')

  function toggleLog() {
    // A log shown again is read again: the server has written more since.
    if (!logShown && serverStatus.data) void serverStatus.refetch()
    setLogShown(!logShown)
  }
  const log = logShown ? (serverStatus.data?.log ?? null) : null
  const logError = logShown && serverStatus.error ? describeMcpError(serverStatus.error, t) : null

  return (
    <li className="provider-card mcp-server" data-testid={`mcp-server-${name}`}>
      <ListRow
        control={
          <input
            type="checkbox"
            checked={enabled}
            disabled={!onToggle}
            onChange={(event) => onToggle?.(event.target.checked)}
            aria-label={t('settings.mcp.enable', { name })}
          />
        }
        title={name}
        details={
          <>
            <span className="muted mcp-target">
              {t(`settings.mcp.transports.${status?.transport ?? server?.transport ?? 'stdio'}`)} · {target}
            </span>
            {status && status.tools.length > 0 ? (
              <span className="muted">{t('settings.mcp.toolCount', { count: status.tools.length })}</span>
            ) : null}
          </>
        }
        badge={
          <span className={stateBadge[state]} data-testid="mcp-state">
            {t(`settings.mcp.states.${state}`)}
          </span>
        }
        actions={
          <>
            <button type="button" className="button button-small" onClick={onRestart} disabled={!enabled}>
              {state === 'stopped' ? t('settings.mcp.start') : t('settings.mcp.restart')}
            </button>
            <button
              type="button"
              className="button button-small"
              onClick={() => setShowCatalog((shown) => !shown)}
              disabled={!enabled}
              aria-expanded={showCatalog}
            >
              {t('settings.mcp.catalog')}
            </button>
            <button type="button" className="button button-small" onClick={toggleLog}>
              {logShown ? t('settings.mcp.hideLog') : t('settings.mcp.showLog')}
            </button>
          </>
        }
        onEdit={onEdit}
        onRemove={onRemove}
      />
      {state === 'restarting' && status?.restartAt ? (
        <p className="muted">
          {t('settings.mcp.restartsIn', {
            seconds: Math.max(1, Math.round((status.restartAt - Date.now()) / 1000)),
          })}
        </p>
      ) : null}
      {status?.lastError ? (
        <p className="alert alert-error mcp-last-error" data-testid="mcp-last-error">
          {t('settings.mcp.lastError', { error: status.lastError })}
        </p>
      ) : null}
      <FormError message={logError} />
      {showCatalog && enabled ? <McpServerCatalog name={name} /> : null}
      {log ? (
        <pre className="mcp-log" role="log" aria-label={t('settings.mcp.logLabel', { name })}>
          {log.length > 0 ? log.join('\n') : t('settings.mcp.logEmpty')}
        </pre>
      ) : null}
    </li>
  )
}
