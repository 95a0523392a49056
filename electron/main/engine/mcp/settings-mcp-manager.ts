import { join } from 'node:path'
import type { Redactor } from '../ports/log'
import type { RetryPolicy } from '../retry/retry-policy'
import type { SettingsService } from '../settings/settings-service'
import { configuredMcpServers, type McpLaunch } from './mcp-launch'
import { createMcpManager, type McpManager } from './mcp-manager'

interface SettingsMcpManagerOptions {
  settings: Pick<SettingsService, 'get' | 'secret' | 'onChange'>
  dataDir: string
  redactor: Redactor
  clientVersion: string
  now(): number
  /** Servers from `--mcp-config`, for this process only. */
  transient?: readonly McpLaunch[]
  backoff?: RetryPolicy
}

/** The MCP manager over Settings → MCP servers (values from the secret store), following every Settings change. */
export function createSettingsMcpManager(options: SettingsMcpManagerOptions): McpManager {
  const transient = options.transient ?? []
  for (const launch of transient) {
    const values = launch.transport === 'stdio' ? launch.env : launch.headers
    for (const value of Object.values(values)) options.redactor.addSecret(value)
  }
  const manager = createMcpManager({
    configured: () =>
      configuredMcpServers(options.settings.get().mcp.servers, (name) => options.settings.secret(name), transient),
    connectTimeoutMs: () => options.settings.get().mcp.connectTimeoutSeconds * 1000,
    logDir: join(options.dataDir, 'logs', 'mcp'),
    redact: (text) => options.redactor.redactText(text),
    clientVersion: options.clientVersion,
    now: options.now,
    ...(options.backoff ? { backoff: options.backoff } : {}),
  })
  const stopFollowing = options.settings.onChange(() => {
    void manager.reload()
  })
  return {
    ...manager,
    async dispose() {
      stopFollowing()
      await manager.dispose()
    },
  }
}
