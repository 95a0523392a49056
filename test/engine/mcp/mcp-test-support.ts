import { execFileSync, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:net'
import { join } from 'node:path'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import type { McpServerSettings } from '../../../electron/shared/domain/mcp'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { createTestEngine, type TestEngine, type TestEngineOptions } from '../../helpers/test-engine'
import { writeChunks } from '../providers/replay-stream'

const root = join(__dirname, '../../..')
export const everythingServer = join(root, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js')
export const filesystemServer = join(root, 'node_modules/@modelcontextprotocol/server-filesystem/dist/index.js')
export const context = { signal: new AbortController().signal }

function sse(chunks: unknown[]): Buffer {
  return Buffer.from(`${chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('')}data: [DONE]\n\n`)
}

export const answer = (text: string) =>
  sse([
    { choices: [{ index: 0, delta: { role: 'assistant', content: text }, finish_reason: 'stop' }] },
    { choices: [], usage: { prompt_tokens: 50, completion_tokens: 5 } },
  ])

export const toolCall = (name: string, input: Record<string, unknown>, id = `call_${randomUUID().slice(0, 8)}`) =>
  sse([
    {
      choices: [
        {
          index: 0,
          delta: {
            role: 'assistant',
            tool_calls: [{ index: 0, id, type: 'function', function: { name, arguments: JSON.stringify(input) } }],
          },
          finish_reason: 'tool_calls',
        },
      ],
    },
  ])

/** An OpenAI-compatible loopback model that answers with the queued turns in order (the last repeats). */
export async function startScriptedModel(turns: Buffer[]): Promise<LoopbackServer & { queue(more: Buffer[]): void }> {
  const queued = [...turns]
  let last = queued.at(-1) ?? answer('done')
  const server = await startLoopbackServer(async (_request, response) => {
    const body = queued.shift() ?? last
    last = body
    await writeChunks(response, [body])
  })
  return Object.assign(server, { queue: (more: Buffer[]) => queued.push(...more) })
}

export function requestBody(
  server: LoopbackServer,
  index: number,
): {
  tools?: { function: { name: string; parameters: Record<string, unknown> } }[]
  messages: { role: string; content: unknown }[]
} {
  return JSON.parse(server.requests[index]?.body ?? '{"messages":[]}')
}

/** An engine whose active provider is the scripted model, with these MCP servers in Settings. */
export async function engineWithMcp(
  model: LoopbackServer,
  servers: McpServerSettings[],
  options: TestEngineOptions & {
    connectTimeoutSeconds?: number
    mcpSecrets?: { name: `mcp:${string}`; value: string }[]
  } = {},
): Promise<TestEngine> {
  const engine = await createTestEngine(options)
  await engine.handlers['settings.set'](
    {
      patch: {
        providers: [
          {
            id: 'local',
            name: 'Scripted model',
            kind: 'openai',
            baseUrl: `${model.url}/v1`,
            model: 'gpt-4o-mini',
            toolProtocol: 'native',
            contextWindow: 128_000,
          },
        ],
        activeProviderId: 'local',
        mcp: { servers, connectTimeoutSeconds: options.connectTimeoutSeconds ?? 20 },
      },
      secrets: [{ name: 'provider:local', value: 'sk-loopback' }, ...(options.mcpSecrets ?? [])],
    },
    context,
  )
  return engine
}

/** Prompts a new session and resolves with every event of the run once `run-end` arrives. */
export async function runPrompt(
  engine: TestEngine,
  prompt: string,
  onEvent: (event: AgentEvent) => void = () => undefined,
): Promise<AgentEvent[]> {
  const session = await engine.handlers['session.create']({ title: prompt.slice(0, 40) }, context)
  const seen: AgentEvent[] = []
  let resolveEnd: () => void = () => undefined
  const ended = new Promise<void>((resolve) => {
    resolveEnd = resolve
  })
  const unsubscribe = engine.events.subscribe({ sessionId: session.id }, (event) => {
    seen.push(event)
    onEvent(event)
    if (event.type === 'run-end' || event.type === 'run-abort') resolveEnd()
  })
  await engine.handlers['session.prompt']({ sessionId: session.id, prompt }, context)
  await ended
  unsubscribe()
  return seen
}

/** Approves every permission request once (the user clicking "Allow once"), recording what was asked. */
export function approveAll(engine: TestEngine, asked: string[]): (event: AgentEvent) => void {
  return (event) => {
    if (event.type !== 'permission-request') return
    asked.push(event.tool)
    void engine.handlers['permission.reply']({ requestId: event.requestId, decision: 'once' }, context)
  }
}

export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting; last value: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Pids of this process's children whose command line holds `marker`. */
export function childPids(marker: string): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(process.pid), '-f', marker], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number)
  } catch {
    return []
  }
}

export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (typeof address !== 'object' || address === null) throw new Error('No port')
  return address.port
}

/** server-everything in its streamable-HTTP mode on a free loopback port; resolves once it listens. */
export async function startEverythingHttp(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort()
  const child = spawn(process.execPath, [everythingServer, 'streamableHttp'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  await new Promise<void>((resolve, reject) => {
    let said = ''
    const timer = setTimeout(() => reject(new Error(`server-everything did not listen: ${said}`)), 15_000)
    child.stderr.on('data', (chunk: Buffer) => {
      said += chunk.toString()
      if (said.includes('listening on port')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => reject(new Error(`server-everything exited with ${code}: ${said}`)))
  })
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
