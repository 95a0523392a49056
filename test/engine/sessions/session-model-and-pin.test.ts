import { afterEach, describe, expect, it } from 'vitest'
import { CommandError } from '../../../electron/shared/contract/transport'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { createTestEngine, type TestEngine } from '../../helpers/test-engine'

let engine: TestEngine | undefined
const servers: LoopbackServer[] = []
afterEach(async () => {
  await engine?.dispose()
  engine = undefined
  for (const server of servers.splice(0)) await server.close()
})

const context = { signal: new AbortController().signal }

/** An OpenAI-compatible server that answers `name` and lists `models`. */
async function modelServer(name: string, models: string[]): Promise<LoopbackServer> {
  const server = await startLoopbackServer((request, response) => {
    if (request.method === 'GET' && request.url === '/v1/models') {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ object: 'list', data: models.map((id) => ({ id, object: 'model' })) }))
      return
    }
    response.setHeader('content-type', 'text/event-stream')
    response.end(
      `data: {"choices":[{"index":0,"delta":{"role":"assistant","content":"${name}"},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n`,
    )
  })
  servers.push(server)
  return server
}

async function engineWithTwoProviders(first: LoopbackServer, second: LoopbackServer): Promise<TestEngine> {
  const created = await createTestEngine()
  const provider = (id: string, server: LoopbackServer, model: string) => ({
    id,
    name: id,
    kind: 'openai' as const,
    baseUrl: `${server.url}/v1`,
    model,
    toolProtocol: 'native' as const,
    contextWindow: 32_000,
  })
  await created.handlers['settings.set'](
    {
      patch: {
        providers: [provider('first', first, 'small-model'), provider('second', second, 'default-model')],
        activeProviderId: 'first',
      },
      secrets: [{ name: 'provider:second', value: 'sk-second' }],
    },
    context,
  )
  return created
}

async function runToEnd(target: TestEngine, sessionId: string, prompt: string): Promise<void> {
  const ended = new Promise<void>((resolve) => {
    const unsubscribe = target.events.subscribe({ sessionId }, (event) => {
      if (event.type === 'run-end') {
        unsubscribe()
        resolve()
      }
    })
  })
  await target.handlers['session.prompt']({ sessionId, prompt }, context)
  await ended
}

function chatModels(server: LoopbackServer): string[] {
  return server.requests
    .filter((request) => request.method === 'POST')
    .map((request) => (JSON.parse(request.body) as { model: string }).model)
}

describe('a session chooses its provider and model', () => {
  it('runs on the provider and model stored with the session, and follows the active provider when reset', async () => {
    const first = await modelServer('from first', [])
    const second = await modelServer('from second', ['zeta-large', 'alpha-mini', 'zeta-large'])
    engine = await engineWithTwoProviders(first, second)
    const session = await engine.handlers['session.create']({ title: 'Switch' }, context)

    const chosen = await engine.handlers['session.setModel'](
      { id: session.id, providerId: 'second', model: 'alpha-mini' },
      context,
    )
    expect(chosen).toMatchObject({ providerId: 'second', model: 'alpha-mini' })
    await runToEnd(engine, session.id, 'Which model are you?')
    expect(chatModels(second)).toEqual(['alpha-mini'])
    expect(second.requests.find((request) => request.method === 'POST')?.headers.authorization).toBe('Bearer sk-second')
    expect(chatModels(first)).toEqual([])

    await engine.handlers['session.setModel']({ id: session.id, providerId: null, model: null }, context)
    await runToEnd(engine, session.id, 'And now?')
    expect(chatModels(first)).toEqual(['small-model'])
    expect((await engine.handlers['session.get']({ id: session.id }, context)).providerId).toBeNull()
  })

  it("lists a provider's models from its server, by saved id with its key or by a typed base URL", async () => {
    const first = await modelServer('from first', [])
    const second = await modelServer('from second', ['zeta-large', 'alpha-mini', 'zeta-large'])
    engine = await engineWithTwoProviders(first, second)

    expect(await engine.handlers['provider.models']({ providerId: 'second' }, context)).toEqual({
      models: ['alpha-mini', 'zeta-large'],
    })
    expect(second.requests.find((request) => request.url === '/v1/models')?.headers.authorization).toBe(
      'Bearer sk-second',
    )
    expect(await engine.handlers['provider.models']({ kind: 'openai', baseUrl: `${second.url}/v1` }, context)).toEqual({
      models: ['alpha-mini', 'zeta-large'],
    })

    const unreachable = await engine.handlers['provider.models'](
      { kind: 'openai', baseUrl: 'http://127.0.0.1:9/v1' },
      context,
    ).catch((error: unknown) => error)
    expect(unreachable).toBeInstanceOf(CommandError)
    expect(unreachable).toMatchObject({ code: 'models-unreachable' })
  })
})

describe('session order', () => {
  it('keeps a renamed session in its place and lists pinned sessions first', async () => {
    engine = await createTestEngine({ now: Date.UTC(2026, 0, 1) })
    const older = await engine.handlers['session.create']({ title: 'Older' }, context)
    engine.clock.advance?.(1000)
    const newer = await engine.handlers['session.create']({ title: 'Newer' }, context)
    engine.clock.advance?.(1000)
    const titles = async () => (await engine?.handlers['session.list']({}, context))?.map((session) => session.title)

    await engine.handlers['session.rename']({ id: older.id, title: 'Older, renamed' }, context)
    expect(await titles()).toEqual(['Newer', 'Older, renamed'])

    await engine.handlers['session.setPinned']({ id: older.id, pinned: true }, context)
    expect(await titles()).toEqual(['Older, renamed', 'Newer'])
    await engine.handlers['session.setPinned']({ id: older.id, pinned: false }, context)
    expect(await titles()).toEqual(['Newer', 'Older, renamed'])
    expect(newer.pinned).toBe(false)
  })
})
