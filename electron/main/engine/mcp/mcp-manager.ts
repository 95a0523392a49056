import { join } from 'node:path'
import type { McpServerStatus } from '../../../shared/domain/mcp'
import type { RetryPolicy } from '../retry/retry-policy'
import type { AnyToolDefinition } from '../tools/define-tool'
import { createMcpConnection, type McpConnection } from './mcp-connection'
import type { ConfiguredMcpServer } from './mcp-launch'
import { defaultRestartPolicy } from './restart-backoff'
import { createServerLog, type ServerLog } from './server-log'

interface McpManagerOptions {
  /** Settings' servers (values read from the secret store) and `--mcp-config`'s; read again after every change. */
  configured(): Promise<ConfiguredMcpServer[]>
  connectTimeoutMs(): number
  /** Server logs go to `<logDir>/<server>.log`. */
  logDir: string
  redact(text: string): string
  clientVersion: string
  now(): number
  backoff?: RetryPolicy
}

export interface McpManager {
  /** Starts every enabled server not yet started and waits for them, at most the connect timeout; never rejects. */
  prepare(): Promise<void>
  /** The tools of the servers that are up (or restarting), as registry tools. */
  tools(): AnyToolDefinition[]
  statuses(): Promise<McpServerStatus[]>
  status(name: string): Promise<{ server: McpServerStatus; log: string[] } | null>
  /** The connection of an enabled server, for resources and prompts; null when there is none of that name. */
  connection(name: string): Promise<McpConnection | null>
  restart(name: string): Promise<McpServerStatus | null>
  /** Settings changed: servers that changed or were switched on start, removed or switched-off ones stop. */
  reload(): Promise<void>
  dispose(): Promise<void>
}

interface Entry {
  server: ConfiguredMcpServer
  fingerprint: string
  connection: McpConnection
  log: ServerLog
}

/**
 * Owns one connection per configured server. Nothing starts with the engine: a server starts at the first run (its
 * tools are then in the model's tool list), when Settings switch it on, or on `mcp.restart`.
 */
export function createMcpManager(options: McpManagerOptions): McpManager {
  const entries = new Map<string, Entry>()
  const logs = new Map<string, ServerLog>()
  let queue: Promise<void> = Promise.resolve()
  let disposed = false

  const logFor = (name: string): ServerLog => {
    let log = logs.get(name)
    if (!log) {
      log = createServerLog({ file: join(options.logDir, `${name}.log`), redact: options.redact, now: options.now })
      logs.set(name, log)
    }
    return log
  }

  /** Serialized: each sync sees the previous one's result. */
  const sync = (startChanged: boolean): Promise<void> => {
    const run = queue.then(async () => {
      if (disposed) return
      const configured = await options.configured()
      const names = new Set(configured.map((server) => server.launch.name))
      for (const [name, entry] of entries) {
        if (!names.has(name)) {
          entries.delete(name)
          await entry.connection.stop()
        }
      }
      for (const server of configured) {
        const fingerprint = JSON.stringify(server)
        const existing = entries.get(server.launch.name)
        if (existing?.fingerprint === fingerprint) continue
        if (existing) await existing.connection.stop()
        const log = logFor(server.launch.name)
        const connection = createMcpConnection({
          launch: server.launch,
          log,
          redact: options.redact,
          connectTimeoutMs: options.connectTimeoutMs,
          backoff: options.backoff ?? defaultRestartPolicy,
          clientVersion: options.clientVersion,
          now: options.now,
        })
        entries.set(server.launch.name, { server, fingerprint, connection, log })
        if (startChanged && server.enabled) void connection.start()
      }
    })
    queue = run.catch(() => undefined)
    return run
  }
  const loaded = sync(false)

  const statusOf = (entry: Entry): McpServerStatus => ({
    name: entry.server.launch.name,
    transport: entry.server.launch.transport,
    enabled: entry.server.enabled,
    state: entry.connection.state(),
    lastError: entry.connection.lastError(),
    restartAt: entry.connection.restartAt(),
    restarts: entry.connection.restarts(),
    tools: entry.connection.tools().map((tool) => tool.name),
    transient: entry.server.transient,
  })

  const settled = async () => {
    await loaded.catch(() => undefined)
    await queue
  }

  return {
    async prepare() {
      await settled()
      const enabled = [...entries.values()].filter((entry) => entry.server.enabled)
      for (const entry of enabled) if (entry.connection.state() === 'stopped') void entry.connection.start()
      const waitMs = options.connectTimeoutMs()
      await Promise.all(enabled.map((entry) => entry.connection.settle(waitMs)))
    },
    tools() {
      return [...entries.values()].filter((entry) => entry.server.enabled).flatMap((entry) => entry.connection.tools())
    },
    async statuses() {
      await settled()
      return [...entries.values()].map(statusOf)
    },
    async status(name) {
      await settled()
      const entry = entries.get(name)
      return entry ? { server: statusOf(entry), log: entry.log.tail() } : null
    },
    async connection(name) {
      await settled()
      const entry = entries.get(name)
      return entry?.server.enabled ? entry.connection : null
    },
    async restart(name) {
      await sync(false)
      const entry = entries.get(name)
      if (!entry) return null
      if (entry.server.enabled) await entry.connection.restart()
      return statusOf(entry)
    },
    reload: () => sync(true),
    async dispose() {
      disposed = true
      await queue
      await Promise.all([...entries.values()].map((entry) => entry.connection.stop()))
      entries.clear()
    },
  }
}
