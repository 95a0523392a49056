import { type ChangeEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { McpServerSettings, McpServerStatus } from '../../../electron/shared/domain/mcp'
import { mcpSecretName } from '../../../electron/shared/domain/mcp'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { useSettings } from '../../data/settings-context'
import { useToolCatalog } from '../../data/tool-catalog-context'
import { useTransport } from '../../data/transport-context'
import { describeMcpError } from './mcp-errors'
import type { McpSecretChange } from './mcp-secret-lines'
import { McpServerForm } from './mcp-server-form'
import { McpServerRow } from './mcp-server-row'

const POLL_MS = 2000

type Editing = { server: McpServerSettings; isNew: boolean } | null

const blankServer = (): McpServerSettings => ({
  name: '',
  enabled: true,
  transport: 'stdio',
  command: '',
  args: [],
  cwd: '',
  envNames: [],
})

/** Settings → MCP servers: the servers, their state, last error and log; add, edit, switch on or off, import a JSON file. */
export function McpSection() {
  const { t } = useTranslation()
  const transport = useTransport()
  const { settings, save, reload } = useSettings()
  const [statuses, setStatuses] = useState<McpServerStatus[]>([])
  const [editing, setEditing] = useState<Editing>(null)
  const [removing, setRemoving] = useState<McpServerSettings | null>(null)
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)

  const refresh = useCallback(async () => {
    try {
      setStatuses((await transport.invoke('mcp.list', {})).servers)
    } catch (caught) {
      setMessage({ error: true, text: describeMcpError(caught, t) })
    }
  }, [transport, t])

  useEffect(() => {
    void refresh()
    const timer = setInterval(() => void refresh(), POLL_MS)
    return () => clearInterval(timer)
  }, [refresh])

  // A server that started, stopped or changed its tools changes what the timeline and the rule picker offer.
  const refreshTools = useToolCatalog().refresh
  const serverTools = statuses.flatMap((status) => status.tools).join('\n')
  const seenServerTools = useRef(serverTools)
  useEffect(() => {
    if (seenServerTools.current === serverTools) return
    seenServerTools.current = serverTools
    void refreshTools()
  }, [serverTools, refreshTools])

  if (!settings) return null
  const servers = settings.mcp.servers
  const transientOnly = statuses.filter((status) => status.transient)

  async function run(change: () => Promise<unknown>, done?: string) {
    try {
      await change()
      setMessage(done ? { error: false, text: done } : null)
    } catch (caught) {
      setMessage({ error: true, text: describeMcpError(caught, t) })
    }
    await refresh()
  }

  async function saveServer(server: McpServerSettings, secrets: McpSecretChange[]) {
    const replacing = editing && !editing.isNew ? editing.server.name : server.name
    const next = servers.some((item) => item.name === replacing)
      ? servers.map((item) => (item.name === replacing ? server : item))
      : [...servers, server]
    await save({ patch: { mcp: { servers: next } }, secrets })
    setEditing(null)
    await refresh()
  }

  function remove(server: McpServerSettings) {
    const keys = server.transport === 'stdio' ? server.envNames : server.headerNames
    const kind = server.transport === 'stdio' ? 'env' : 'header'
    void run(() =>
      save({
        patch: { mcp: { servers: servers.filter((item) => item.name !== server.name) } },
        secrets: keys.map((key) => ({ name: mcpSecretName(server.name, kind, key), value: null })),
      }),
    )
  }

  function toggle(server: McpServerSettings, enabled: boolean) {
    void run(() =>
      save({
        patch: { mcp: { servers: servers.map((item) => (item.name === server.name ? { ...item, enabled } : item)) } },
      }),
    )
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    await run(
      async () => {
        const { imported } = await transport.invoke('mcp.import', { json: await file.text() })
        await reload()
        return imported
      },
      t('settings.mcp.imported', { file: file.name }),
    )
  }

  return (
    <section className="settings-section" aria-labelledby="settings-mcp">
      <div className="settings-section-header">
        <h2 id="settings-mcp" className="settings-section-title">
          {t('settings.mcp.title')}
        </h2>
        <div className="mcp-actions">
          <button type="button" className="button" onClick={() => fileInput.current?.click()}>
            {t('settings.mcp.import')}
          </button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            hidden
            data-testid="mcp-import-file"
            onChange={(event) => void importFile(event)}
          />
          {editing === null ? (
            <button type="button" className="button" onClick={() => setEditing({ server: blankServer(), isNew: true })}>
              + {t('settings.mcp.addServer')}
            </button>
          ) : null}
        </div>
      </div>
      <p className="muted">{t('settings.mcp.intro')}</p>
      {servers.length === 0 && transientOnly.length === 0 && editing === null ? (
        <p className="muted">{t('settings.mcp.none')}</p>
      ) : null}
      <ul className="provider-list">
        {servers.map((server) =>
          editing && !editing.isNew && editing.server.name === server.name ? (
            <li key={server.name} className="provider-card">
              <McpServerForm initial={server} isNew={false} onSave={saveServer} onCancel={() => setEditing(null)} />
            </li>
          ) : (
            <McpServerRow
              key={server.name}
              name={server.name}
              server={server}
              status={statuses.find((status) => status.name === server.name && !status.transient)}
              onToggle={(enabled) => toggle(server, enabled)}
              onRestart={() => void run(() => transport.invoke('mcp.restart', { name: server.name }))}
              onEdit={() => setEditing({ server, isNew: false })}
              onRemove={() => setRemoving(server)}
            />
          ),
        )}
        {transientOnly.map((status) => (
          <McpServerRow
            key={`transient-${status.name}`}
            name={status.name}
            server={null}
            status={status}
            onToggle={() => undefined}
            onRestart={() => void run(() => transport.invoke('mcp.restart', { name: status.name }))}
            onEdit={() => undefined}
            onRemove={() => undefined}
          />
        ))}
        {editing?.isNew ? (
          <li className="provider-card">
            <McpServerForm initial={editing.server} isNew onSave={saveServer} onCancel={() => setEditing(null)} />
          </li>
        ) : null}
      </ul>
      {message ? (
        <p className={message.error ? 'alert alert-error' : 'muted'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      ) : null}
      {removing ? (
        <ConfirmDialog
          title={t('settings.mcp.removeTitle')}
          message={t('settings.mcp.removeMessage', { name: removing.name })}
          confirmLabel={t('common.remove')}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            remove(removing)
            setRemoving(null)
          }}
        />
      ) : null}
    </section>
  )
}
