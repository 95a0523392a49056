import type { Handlers } from '../../../shared/contract/handlers'
import type { ToolInfo } from '../../../shared/domain/tool-info'
import type { ToolRegistry } from './registry'

/** `tools.list`: the registry as Settings and the timeline see it. */
export function createToolsHandlers(deps: {
  registry: ToolRegistry
  /** Whether a registered name is an MCP server's tool. */
  isMcpTool(name: string): boolean
  permissionTimeoutSeconds(): number
}): Pick<Handlers, 'tools.list'> {
  return {
    'tools.list': async () => ({
      tools: deps.registry.list().map(
        (tool): ToolInfo => ({
          name: tool.name,
          ui: tool.ui,
          defaultPermission: tool.defaultPermission ?? 'auto',
          origin: deps.isMcpTool(tool.name) ? 'mcp' : 'builtin',
        }),
      ),
      permissionTimeoutSeconds: deps.permissionTimeoutSeconds(),
    }),
  }
}
