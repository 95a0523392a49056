import { execFileSync, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:net'
import { join } from 'node:path'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import type { McpServerSettings } from '../../../electron/shared/domain/mcp'
import { type FakeModelServer, startFakeModel } from '../../helpers/fake-model/fake-model-server'
import type { FakeTurn } from '../../helpers/fake-model/fake-turn'
import { createTestEngine, type TestEngine, type TestEngineOptions } from '../../helpers/test-engine'

const root = join(__dirname, '../../..')
export const everythingServer = join(root, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js')
export const filesystemServer = join(root, 'node_modules/@modelcontextprotocol/server-filesystem/dist/index.js')
export const context = { signal: new AbortController().signal }

export const answer = (text: string): FakeTurn => ({ text: [text], usage: { input: 50, output: 5, cachedInput: 0 } })

export const toolCall = (
  name: string,
  input: Record<string, unknown>,
  id = `call_${randomUUID().slice(0, 8)}`,
): FakeTurn => ({ calls: [{ id, name, arguments: input }] })

interface QueuedFakeModel extends FakeModelServer {
  queue(more: FakeTurn[]): void
}

/** The fake model answering with the queued turns in order (the last repeats). */
export async function startScriptedModel(turns: FakeTurn[]): Promise<QueuedFakeModel> {
  const queued = [...turns]
  let last = queued.at(-1) ?? answer('done')
  const server = await startFakeModel(() => {
    last = queued.shift() ?? last
    return last
  })
  return { ...server, queue: (more) => queued.push(...more) }
}

interface SentRequest {
  tools?: { function: { name: string; parameters: Record<string, unknown> } }[]
  messages: { role: string; content?: unknown }[]
}

export function requestBody(server: FakeModelServer, index: number): SentRequest {
  return (server.requests()[index] ?? { messages: [] }) as SentRequest
}

/** An engine whose active provider is the scripted model, with these MCP servers in Settings. */
export async function engineWithMcp(
  model: FakeModelServer,
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
