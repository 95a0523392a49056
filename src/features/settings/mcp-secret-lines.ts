import { type McpServerSettings, mcpSecretName } from '../../../electron/shared/domain/mcp'

/** `NAME=value` (environment) or `Name: value` (headers) lines; an empty value keeps the stored one. */
interface SecretLine {
  key: string
  value: string
}

export function parseSecretLines(text: string, separator: '=' | ':'): SecretLine[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const at = line.indexOf(separator)
      return at < 0 ? { key: line, value: '' } : { key: line.slice(0, at).trim(), value: line.slice(at + 1).trim() }
    })
}

/** The stored names shown back for editing, values left out (they are write-only). */
export function secretLinesText(keys: readonly string[], separator: '=' | ':'): string {
  return keys.map((key) => (separator === '=' ? `${key}=` : `${key}: `)).join('\n')
}

export interface McpSecretChange {
  name: `mcp:${string}`
  value: string | null
}

/**
 * The secret-store writes for saving `server` over `initial`: new values stored, and stored values dropped when their
 * name left the list, the server was renamed or its transport changed (a renamed server keeps no orphaned secrets).
 */
export function mcpSecretChanges(
  initial: McpServerSettings,
  isNew: boolean,
  server: McpServerSettings,
  lines: readonly SecretLine[],
): McpSecretChange[] {
  const keys = lines.map((line) => line.key)
  const previousKeys = isNew ? [] : initial.transport === 'stdio' ? initial.envNames : initial.headerNames
  const moved = initial.name !== server.name || initial.transport !== server.transport
  const kind = server.transport === 'stdio' ? 'env' : 'header'
  return [
    ...previousKeys
      .filter((key) => moved || !keys.includes(key))
      .map((key) => ({
        name: mcpSecretName(initial.name, initial.transport === 'stdio' ? 'env' : 'header', key),
        value: null,
      })),
    ...lines
      .filter((line) => line.value !== '')
      .map((line) => ({ name: mcpSecretName(server.name, kind, line.key), value: line.value })),
  ]
}

/** Stored values a rename or a transport change would lose because their line was left empty. */
export function valuesToReenter(
  initial: McpServerSettings,
  isNew: boolean,
  server: McpServerSettings,
  lines: readonly SecretLine[],
): string[] {
  if (isNew || (initial.name === server.name && initial.transport === server.transport)) return []
  const stored = new Set(initial.transport === 'stdio' ? initial.envNames : initial.headerNames)
  return lines.filter((line) => line.value === '' && stored.has(line.key)).map((line) => line.key)
}
