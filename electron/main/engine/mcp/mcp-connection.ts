import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import type { CallToolResult, Prompt, Resource, Tool } from '@modelcontextprotocol/sdk/types.js'
import type { McpServerState } from '../../../shared/domain/mcp'
import type { RetryPolicy } from '../retry/retry-policy'
import type { AnyToolDefinition, ToolOutput } from '../tools/define-tool'
import { toolOutputFromCallResult } from './mcp-call-result'
import type { McpLaunch } from './mcp-launch'
import { loadMcpSdk } from './mcp-sdk'
import { type McpToolCaller, mcpToolDefinition } from './mcp-tool-definition'
import { createMcpTransport } from './mcp-transport'
import { restartDelayMs } from './restart-backoff'
import type { ServerLog } from './server-log'

/** The executor's timeout and the user's Stop end a call through its signal; this only bounds a runaway request. */
const CALL_REQUEST_TIMEOUT_MS = 3_600_000

interface McpConnectionOptions {
  launch: McpLaunch
  log: ServerLog
  /** A server may print the secrets it was given; they never reach the model. */
  redact(text: string): string
  connectTimeoutMs(): number
  backoff: RetryPolicy
  clientVersion: string
  now(): number
}

export interface McpConnection {
  readonly name: string
  state(): McpServerState
  lastError(): string | null
  restartAt(): number | null
  restarts(): number
  /** The server's tools as registry tools while it is ready or about to restart (calls then fail fast). */
  tools(): readonly AnyToolDefinition[]
  /** Starts the server unless it is running or starting; resolves when that attempt ends, never rejects. */
  start(): Promise<void>
  /** Waits up to `waitMs` for a start in progress. */
  settle(waitMs: number): Promise<void>
  restart(): Promise<void>
  stop(): Promise<void>
  listResources(signal: AbortSignal): Promise<Resource[]>
  listPrompts(signal: AbortSignal): Promise<Prompt[]>
}

class McpServerUnavailableError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'McpServerUnavailableError'
  }
}

/**
 * One MCP server: started on demand, its tools listed within the connect timeout, restarted with back-off when it
 * exits, drops its connection or fails to start. A call while it is down fails at once with the reason.
 */
export function createMcpConnection(options: McpConnectionOptions): McpConnection {
  const { launch, log } = options
  let state: McpServerState = 'stopped'
  let lastError: string | null = null
  let restartAt: number | null = null
  let failures = 0
  let restarts = 0
  let client: Client | null = null
  let attempt: Promise<void> | null = null
  let restartTimer: NodeJS.Timeout | null = null
  let definitions: AnyToolDefinition[] = []
  let generation = 0

  const setState = (next: McpServerState) => {
    state = next
  }

  const call: McpToolCaller = async (tool, input, context) => {
    const current = client
    if (state !== 'ready' || !current) throw unavailable()
    let result: CallToolResult
    try {
      const { CallToolResultSchema } = await loadMcpSdk()
      result = (await current.callTool({ name: tool, arguments: input }, CallToolResultSchema, {
        signal: context.signal,
        timeout: CALL_REQUEST_TIMEOUT_MS,
        onprogress: (progress) => context.progress({ ...progress }),
      })) as CallToolResult
    } catch (error) {
      if (context.signal.aborted) throw error
      return callFailure(tool, error)
    }
    const output = toolOutputFromCallResult(launch.name, result)
    return { ...output, content: options.redact(output.content) }
  }

  function callFailure(tool: string, error: unknown): ToolOutput {
    const detail = options.redact(messageOf(error))
    return {
      content: `The MCP server "${launch.name}" could not run ${tool}: ${detail}. If it keeps failing, check the server in Settings → MCP servers.`,
      isError: true,
      metadata: { mcpServer: launch.name },
    }
  }

  function unavailable(): McpServerUnavailableError {
    const why = lastError ? ` (${lastError})` : ''
    const when =
      state === 'restarting' && restartAt !== null
        ? ` It restarts in about ${Math.max(1, Math.round((restartAt - options.now()) / 1000))} s.`
        : ''
    return new McpServerUnavailableError(
      `The MCP server "${launch.name}" is not running${why}.${when} Try again shortly, or check the server in Settings → MCP servers.`,
    )
  }

  async function connect(): Promise<void> {
    const mine = ++generation
    setState('starting')
    log.append(`Starting ${describeLaunch(launch)}`)
    const { Client, ToolListChangedNotificationSchema } = await loadMcpSdk()
    const next = new Client({ name: 'AstroResearch', version: options.clientVersion }, { capabilities: {} })
    next.onerror = (error) => log.append(`Error: ${messageOf(error)}`)
    next.onclose = () => {
      if (client === next) lost('the server closed the connection (its process exited or the network dropped)')
    }
    const timeout = options.connectTimeoutMs()
    try {
      await next.connect(await createMcpTransport(launch, log), { timeout })
      const tools = next.getServerCapabilities()?.tools ? await listTools(next, timeout) : []
      if (mine !== generation) {
        await next.close()
        return
      }
      client = next
      next.setNotificationHandler(ToolListChangedNotificationSchema, async () => {
        if (client !== next) return
        try {
          definitions = toDefinitions(await listTools(next, options.connectTimeoutMs()))
        } catch (error) {
          log.append(`Listing tools again failed: ${messageOf(error)}`)
        }
      })
      definitions = toDefinitions(tools)
      failures = 0
      lastError = null
      restartAt = null
      log.append(`Ready with ${tools.length} tool${tools.length === 1 ? '' : 's'}`)
      setState('ready')
    } catch (error) {
      await next.close().catch(() => undefined)
      if (mine === generation) failed(`it did not start: ${messageOf(error)}`)
    }
  }

  function toDefinitions(tools: readonly Tool[]): AnyToolDefinition[] {
    return tools.map((tool) => mcpToolDefinition(launch.name, tool, call))
  }

  function lost(reason: string): void {
    const previous = client
    client = null
    void previous?.close().catch(() => undefined)
    failed(reason)
  }

  function failed(reason: string): void {
    lastError = reason
    failures += 1
    log.append(`Stopped: ${reason}`)
    const delay = restartDelayMs(options.backoff, failures)
    if (delay === null) {
      definitions = []
      restartAt = null
      log.append(`Not restarting after ${failures} failed attempts; restart it from Settings → MCP servers.`)
      setState('failed')
      return
    }
    restartAt = options.now() + delay
    log.append(`Restarting in ${delay} ms`)
    restartTimer = setTimeout(() => {
      restartTimer = null
      restarts += 1
      void begin()
    }, delay)
    restartTimer.unref()
    setState('restarting')
  }

  function begin(): Promise<void> {
    attempt = connect().finally(() => {
      attempt = null
    })
    return attempt
  }

  function cancelRestart(): void {
    if (restartTimer) clearTimeout(restartTimer)
    restartTimer = null
    restartAt = null
  }

  async function stop(): Promise<void> {
    generation += 1
    cancelRestart()
    const previous = client
    client = null
    definitions = []
    if (state !== 'stopped') setState('stopped')
    await previous?.close().catch(() => undefined)
  }

  async function withClient<T>(use: (current: Client) => Promise<T>): Promise<T> {
    if (state === 'stopped') await begin()
    else if (attempt) await attempt
    if (state !== 'ready' || !client) throw unavailable()
    return use(client)
  }

  return {
    name: launch.name,
    state: () => state,
    lastError: () => lastError,
    restartAt: () => restartAt,
    restarts: () => restarts,
    tools: () => (state === 'ready' || state === 'restarting' ? definitions : []),
    start() {
      if (attempt) return attempt
      if (state === 'ready' || state === 'restarting') return Promise.resolve()
      return begin()
    },
    async settle(waitMs) {
      const current = attempt
      if (!current) return
      let timer: NodeJS.Timeout | undefined
      await Promise.race([current, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))])
      clearTimeout(timer)
    },
    async restart() {
      await stop()
      failures = 0
      await begin()
    },
    stop,
    listResources: (signal) =>
      withClient(async (current) => {
        if (!current.getServerCapabilities()?.resources) return []
        const resources: Resource[] = []
        let cursor: string | undefined
        do {
          const page = await current.listResources(cursor ? { cursor } : undefined, {
            signal,
            timeout: options.connectTimeoutMs(),
          })
          resources.push(...page.resources)
          cursor = page.nextCursor
        } while (cursor)
        return resources
      }),
    listPrompts: (signal) =>
      withClient(async (current) => {
        if (!current.getServerCapabilities()?.prompts) return []
        const prompts: Prompt[] = []
        let cursor: string | undefined
        do {
          const page = await current.listPrompts(cursor ? { cursor } : undefined, {
            signal,
            timeout: options.connectTimeoutMs(),
          })
          prompts.push(...page.prompts)
          cursor = page.nextCursor
        } while (cursor)
        return prompts
      }),
  }
}

async function listTools(client: Client, timeout: number): Promise<Tool[]> {
  const tools: Tool[] = []
  let cursor: string | undefined
  do {
    const page = await client.listTools(cursor ? { cursor } : undefined, { timeout })
    tools.push(...page.tools)
    cursor = page.nextCursor
  } while (cursor)
  return tools
}

function describeLaunch(launch: McpLaunch): string {
  return launch.transport === 'stdio' ? `${launch.command} ${launch.args.join(' ')}`.trim() : launch.url
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
