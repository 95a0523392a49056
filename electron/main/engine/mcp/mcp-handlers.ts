import type { Handlers } from '../../../shared/contract/handlers'
import { CommandError } from '../../../shared/contract/transport'
import { nativeSignal } from '../library/commands/native-signal'
import type { SettingsService } from '../settings/settings-service'
import { importMcpServers } from './import-mcp-servers'
import type { McpConnection } from './mcp-connection'
import type { McpManager } from './mcp-manager'
import { McpConfigError } from './mcp-servers-file'

type McpHandlers = Pick<
  Handlers,
  'mcp.list' | 'mcp.status' | 'mcp.restart' | 'mcp.resources' | 'mcp.prompts' | 'mcp.import'
>

export function createMcpHandlers(manager: McpManager, settings: SettingsService): McpHandlers {
  const connection = async (name: string): Promise<McpConnection> => {
    const found = await manager.connection(name)
    if (!found) throw unknownServer(name)
    return found
  }
  const listing = async <T>(name: string, list: () => Promise<T>): Promise<T> => {
    try {
      return await list()
    } catch (error) {
      throw new CommandError(
        'mcp-unavailable',
        `The MCP server "${name}" could not answer: ${error instanceof Error ? error.message : String(error)}`,
        'Look at its status and log in Settings → MCP servers, fix the command or address, then restart it.',
      )
    }
  }
  return {
    'mcp.list': async () => ({ servers: await manager.statuses() }),
    'mcp.status': async (input) => {
      const found = await manager.status(input.name)
      if (!found) throw unknownServer(input.name)
      return found
    },
    'mcp.restart': async (input) => {
      const status = await manager.restart(input.name)
      if (!status) throw unknownServer(input.name)
      return status
    },
    'mcp.resources': async (input, context) => {
      const server = await connection(input.name)
      const resources = await listing(input.name, () => server.listResources(nativeSignal(context.signal)))
      return {
        resources: resources.map(({ uri, name, title, description, mimeType }) => ({
          uri,
          name,
          ...(title ? { title } : {}),
          ...(description ? { description } : {}),
          ...(mimeType ? { mimeType } : {}),
        })),
      }
    },
    'mcp.prompts': async (input, context) => {
      const server = await connection(input.name)
      const prompts = await listing(input.name, () => server.listPrompts(nativeSignal(context.signal)))
      return {
        prompts: prompts.map(({ name, title, description, arguments: parameters }) => ({
          name,
          ...(title ? { title } : {}),
          ...(description ? { description } : {}),
          arguments: (parameters ?? []).map((parameter) => ({
            name: parameter.name,
            ...(parameter.description ? { description: parameter.description } : {}),
            ...(parameter.required !== undefined ? { required: parameter.required } : {}),
          })),
        })),
      }
    },
    'mcp.import': async (input) => {
      let plan: ReturnType<typeof importMcpServers>
      try {
        plan = importMcpServers(settings.get().mcp, input.json)
      } catch (error) {
        if (!(error instanceof McpConfigError)) throw error
        throw new CommandError(
          'mcp-invalid-config',
          error.message,
          'Choose a file shaped like {"mcpServers": {"name": {"command": …}}} (Claude Desktop, Cursor or Cherry Studio) and import it again.',
        )
      }
      await settings.update({ mcp: { servers: plan.servers } }, plan.secrets)
      return { imported: plan.imported }
    },
  }
}

function unknownServer(name: string): CommandError {
  return new CommandError(
    'mcp-unknown-server',
    `There is no enabled MCP server named "${name}".`,
    'Add or enable it in Settings → MCP servers.',
  )
}
