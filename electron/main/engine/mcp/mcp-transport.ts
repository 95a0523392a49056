import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import type { McpLaunch } from './mcp-launch'
import type { ServerLog } from './server-log'

/**
 * A stdio transport (its stderr goes to the server log) or a streamable-HTTP one with the configured headers; the SDK's
 * transport loads when the first server of its kind starts.
 */
export async function createMcpTransport(launch: McpLaunch, log: ServerLog): Promise<Transport> {
  if (launch.transport === 'http') {
    const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js')
    return new StreamableHTTPClientTransport(new URL(launch.url), { requestInit: { headers: launch.headers } })
  }
  const { StdioClientTransport } = await import('@modelcontextprotocol/sdk/client/stdio.js')
  const spawned = spawnableCommand(launch.command, launch.args, process.platform)
  const transport = new StdioClientTransport({
    command: spawned.command,
    args: spawned.args,
    env: launch.env,
    ...(launch.cwd ? { cwd: launch.cwd } : {}),
    stderr: 'pipe',
  })
  transport.stderr?.on('data', (chunk: Buffer) => log.append(chunk.toString('utf8')))
  return transport
}

/**
 * Windows cannot start `npx`, `uvx` or another `.cmd` shim without a shell, and the configuration files written for
 * Claude Desktop say just `npx`: there such a command runs through `cmd.exe /c`. Elsewhere it runs as it is.
 */
export function spawnableCommand(
  command: string,
  args: readonly string[],
  platform: NodeJS.Platform,
): { command: string; args: string[] } {
  if (platform !== 'win32' || /\.exe$/i.test(command) || /^cmd(\.exe)?$/i.test(command)) {
    return { command, args: [...args] }
  }
  return { command: 'cmd.exe', args: ['/d', '/s', '/c', command, ...args] }
}
