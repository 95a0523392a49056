import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { McpServerSettings, McpServerStatus } from '../../../electron/shared/domain/mcp'
import { useTransport } from '../../data/transport-context'
import { describeMcpError } from './mcp-errors'
import { McpServerCatalog } from './mcp-server-catalog'

interface McpServerRowProps {
  server: McpServerSettings | null
  status: McpServerStatus | undefined
  name: string
  onToggle(enabled: boolean): void
  onRestart(): void
  onEdit(): void
  onRemove(): void
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
  const transport = useTransport()
  const [log, setLog] = useState<string[] | null>(null)
  const [logError, setLogError] = useState<string | null>(null)
  const [showCatalog, setShowCatalog] = useState(false)
  const enabled = server?.enabled ?? status?.enabled ?? false
  const state = status?.state ?? 'stopped'
  const target = server
    ? server.transport === 'stdio'
      ? [server.command, ...server.args].join(' ')
      : server.url
    : t('settings.mcp.fromCommandLine')

  async function toggleLog() {
    if (log) {
      setLog(null)
      return
    }
    try {
      setLog((await transport.invoke('mcp.status', { name })).log)
      setLogError(null)
    } catch (caught) {
      setLogError(describeMcpError(caught, t))
    }
  }

  return (
    <li className="provider-card mcp-server" data-testid={`mcp-server-${name}`}>
      <div className="provider-summary">
        <label className="provider-active">
          <input
            type="checkbox"
            checked={enabled}
            disabled={server === null}
            onChange={(event) => onToggle(event.target.checked)}
            aria-label={t('settings.mcp.enable', { name })}
          />
        </label>
        <div className="provider-summary-text">
          <strong>{name}</strong>
          <span className="muted mcp-target">
            {t(`settings.mcp.transports.${status?.transport ?? server?.transport ?? 'stdio'}`)} · {target}
          </span>
          {status && status.tools.length > 0 ? (
            <span className="muted">{t('settings.mcp.toolCount', { count: status.tools.length })}</span>
          ) : null}
        </div>
        <span className={stateBadge[state]} data-testid="mcp-state">
          {t(`settings.mcp.states.${state}`)}
        </span>
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
        <button type="button" className="button button-small" onClick={() => void toggleLog()}>
          {log ? t('settings.mcp.hideLog') : t('settings.mcp.showLog')}
        </button>
        {server ? (
          <>
            <button type="button" className="button button-small" onClick={onEdit}>
              {t('common.edit')}
            </button>
            <button type="button" className="button button-small button-danger" onClick={onRemove}>
              {t('common.remove')}
            </button>
          </>
        ) : null}
      </div>
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
      {logError ? (
        <p className="alert alert-error" role="alert">
          {logError}
        </p>
      ) : null}
      {showCatalog && enabled ? <McpServerCatalog name={name} /> : null}
      {log ? (
        <pre className="mcp-log" role="log" aria-label={t('settings.mcp.logLabel', { name })}>
          {log.length > 0 ? log.join('\n') : t('settings.mcp.logEmpty')}
        </pre>
      ) : null}
    </li>
  )
}
