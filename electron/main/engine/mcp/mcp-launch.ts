import type { McpServerSettings } from '../../../shared/domain/mcp'
import { mcpSecretName } from '../../../shared/domain/mcp'
import type { SecretName } from '../../../shared/domain/settings'

/** Everything needed to start one server, secret values included; it stays in the engine. */
export type McpLaunch =
  | {
      name: string
      transport: 'stdio'
      command: string
      args: string[]
      cwd: string
      env: Record<string, string>
    }
  | { name: string; transport: 'http'; url: string; headers: Record<string, string> }

export interface ConfiguredMcpServer {
  launch: McpLaunch
  enabled: boolean
  /** From `--mcp-config` for this process only. */
  transient: boolean
}

/** Settings' servers with their values read from the secret store, then the transient ones (which win a name). */
export async function configuredMcpServers(
  servers: readonly McpServerSettings[],
  secret: (name: SecretName) => Promise<string | null>,
  transient: readonly McpLaunch[],
): Promise<ConfiguredMcpServer[]> {
  const transientNames = new Set(transient.map((launch) => launch.name))
  const fromSettings = await Promise.all(
    servers
      .filter((server) => !transientNames.has(server.name))
      .map(async (server) => ({ launch: await launchOf(server, secret), enabled: server.enabled, transient: false })),
  )
  return [...fromSettings, ...transient.map((launch) => ({ launch, enabled: true, transient: true }))]
}

async function launchOf(
  server: McpServerSettings,
  secret: (name: SecretName) => Promise<string | null>,
): Promise<McpLaunch> {
  if (server.transport === 'stdio') {
    const env = await valuesOf(server.name, 'env', server.envNames, secret)
    return { name: server.name, transport: 'stdio', command: server.command, args: server.args, cwd: server.cwd, env }
  }
  const headers = await valuesOf(server.name, 'header', server.headerNames, secret)
  return { name: server.name, transport: 'http', url: server.url, headers }
}

async function valuesOf(
  server: string,
  kind: 'env' | 'header',
  keys: readonly string[],
  secret: (name: SecretName) => Promise<string | null>,
): Promise<Record<string, string>> {
  const values: Record<string, string> = {}
  for (const key of keys) {
    const value = await secret(mcpSecretName(server, kind, key))
    if (value !== null) values[key] = value
  }
  return values
}
