import { createHash } from 'node:crypto'

const MAX_TOOL_NAME_LENGTH = 64

/**
 * The registry name of a server's tool, `mcp__<server>__<tool>`: characters providers refuse become `_`, and a name
 * past 64 characters is cut and ends in a hash of the original so two long names stay apart.
 */
export function mcpToolName(server: string, tool: string): string {
  const name = `mcp__${server}__${tool.replace(/[^a-zA-Z0-9_-]/g, '_')}`
  if (name.length <= MAX_TOOL_NAME_LENGTH) return name
  const hash = createHash('sha256').update(tool).digest('hex').slice(0, 8)
  return `${name.slice(0, MAX_TOOL_NAME_LENGTH - hash.length - 1)}_${hash}`
}

/** Whether a registry name is an MCP server's tool. */
export function isMcpToolName(name: string): boolean {
  return name.startsWith('mcp__')
}
