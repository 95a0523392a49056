import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import type { McpLaunch } from './mcp-launch'
import type { ServerLog } from './server-log'

/** A stdio transport (its stderr goes to the server log) or a streamable-HTTP one with the configured headers. */
export function createMcpTransport(launch: McpLaunch, log: ServerLog): Transport {
  if (launch.transport === 'http') {
    return new StreamableHTTPClientTransport(new URL(launch.url), { requestInit: { headers: launch.headers } })
  }
  const transport = new StdioClientTransport({
    command: launch.command,
    args: launch.args,
    env: launch.env,
    ...(launch.cwd ? { cwd: launch.cwd } : {}),
    stderr: 'pipe',
  })
  transport.stderr?.on('data', (chunk: Buffer) => log.append(chunk.toString('utf8')))
  return transport
}
