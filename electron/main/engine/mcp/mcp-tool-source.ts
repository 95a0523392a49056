import type { ToolSource } from '../tools/registry'
import type { McpManager } from './mcp-manager'

/** The MCP servers' tools as a source the registry consults at every run (starting servers first) and every call. */
export function mcpToolSource(manager: McpManager): ToolSource {
  return { tools: () => manager.tools(), prepare: () => manager.prepare() }
}
