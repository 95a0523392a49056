import { type ChangeEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { McpServerSettings } from '../../../electron/shared/domain/mcp'
import { mcpSecretName } from '../../../electron/shared/domain/mcp'
import { EditableList, useListEditing } from '../../components/editable-list'
import { FormStatus } from '../../components/form-status'
import { useSettings } from '../../data/settings-context'
import { useToolCatalog } from '../../data/tool-catalog-context'
import { useCommand } from '../../data/use-command'
import { useCommandMutation } from '../../data/use-command-mutation'
import { describeMcpError } from './mcp-errors'
import type { McpSecretChange } from './mcp-secret-lines'
import { McpServerForm } from './mcp-server-form'
import { McpServerRow } from './mcp-server-row'

const POLL_MS = 2000

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
  const { settings, save, reload } = useSettings()
  const list = useListEditing<McpServerSettings>()
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const listed = useCommand('mcp.list', {})
  const restart = useCommandMutation('mcp.restart')
  const importServers = useCommandMutation('mcp.import')
  const statuses = listed.data?.servers ?? []
  const { refetch } = listed

  // A server's state changes on its own (it starts, fails, restarts): asked again every POLL_MS.
  useEffect(() => {
    const timer = setInterval(() => void refetch(), POLL_MS)
    return () => clearInterval(timer)
  }, [refetch])
  const listError = listed.error ? describeMcpError(listed.error, t) : null

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
    await refetch()
  }

  async function saveServer(server: McpServerSettings, secrets: McpSecretChange[]) {
    const replacing = list.editing && !list.editing.isNew ? list.editing.item.name : server.name
    const next = servers.some((item) => item.name === replacing)
      ? servers.map((item) => (item.name === replacing ? server : item))
      : [...servers, server]
    await save({ patch: { mcp: { servers: next } }, secrets })
    list.stopEditing()
    await refetch()
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
        const { imported } = await importServers.mutateAsync({ json: await file.text() })
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
          {list.editing === null ? (
            <button type="button" className="button" onClick={() => list.add(blankServer())}>
              + {t('settings.mcp.addServer')}
            </button>
          ) : null}
        </div>
      </div>
      <p className="muted">{t('settings.mcp.intro')}</p>
      <EditableList
        items={servers}
        keyOf={(server) => server.name}
        state={list}
        emptyText={transientOnly.length === 0 ? t('settings.mcp.none') : null}
        renderForm={(server, isNew) => (
          <McpServerForm initial={server} isNew={isNew} onSave={saveServer} onCancel={list.stopEditing} />
        )}
        renderRow={(server) => (
          <McpServerRow
            key={server.name}
            name={server.name}
            server={server}
            status={statuses.find((status) => status.name === server.name && !status.transient)}
            onToggle={(enabled) => toggle(server, enabled)}
            onRestart={() => void run(() => restart.mutateAsync({ name: server.name }))}
            onEdit={() => list.edit(server)}
            onRemove={() => list.askToRemove(server)}
          />
        )}
        removeQuestion={(server) => ({
          title: t('settings.mcp.removeTitle'),
          message: t('settings.mcp.removeMessage', { name: server.name }),
          confirmLabel: t('common.remove'),
        })}
        onRemove={remove}
      >
        {transientOnly.map((status) => (
          <McpServerRow
            key={`transient-${status.name}`}
            name={status.name}
            server={null}
            status={status}
            onRestart={() => void run(() => restart.mutateAsync({ name: status.name }))}
          />
        ))}
      </EditableList>
      {listError && !message ? (
        <p className="alert alert-error" role="alert">
          {listError}
        </p>
      ) : null}
      <FormStatus message={message} />
    </section>
  )
}
