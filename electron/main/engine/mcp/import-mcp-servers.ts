import { type McpServerSettings, mcpSecretName } from '../../../shared/domain/mcp'
import type { Settings } from '../../../shared/domain/settings'
import type { SecretUpdate } from '../settings/settings-service'
import { parseMcpServersFile, toSettingsEntry } from './mcp-servers-file'

/**
 * What importing an `mcpServers` file changes: its servers replace Settings' servers of the same name (their old
 * environment and header secrets are removed), the others stay; the new values go to the secret store.
 */
export function importMcpServers(
  current: Settings['mcp'],
  json: string,
): { servers: McpServerSettings[]; imported: McpServerSettings[]; secrets: SecretUpdate[] } {
  const entries = parseMcpServersFile(json).map(toSettingsEntry)
  const importedNames = new Set(entries.map((entry) => entry.server.name))
  const replaced = current.servers.filter((server) => importedNames.has(server.name))
  const removedSecrets: SecretUpdate[] = replaced.flatMap((server) =>
    (server.transport === 'stdio' ? server.envNames : server.headerNames).map((key) => ({
      name: mcpSecretName(server.name, server.transport === 'stdio' ? 'env' : 'header', key),
      value: null,
    })),
  )
  const imported = entries.map((entry) => entry.server)
  return {
    servers: [...current.servers.filter((server) => !importedNames.has(server.name)), ...imported],
    imported,
    secrets: [...removedSecrets, ...entries.flatMap((entry) => entry.secrets)],
  }
}
