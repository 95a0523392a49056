import { afterEach, describe, expect, it } from 'vitest'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../helpers/fake-model/fake-model-server'
import { type LoopbackServer, startLoopbackServer } from '../helpers/loopback-server'
import { promptToEnd } from '../helpers/prompt-to-end'
import { useTestEngine } from '../helpers/test-engine'

const makeEngine = useTestEngine()
let provider: LoopbackServer | FakeModelServer | undefined
afterEach(async () => {
  await provider?.close()
  provider = undefined
})

const context = { signal: new AbortController().signal }
// Not shaped like `sk-…`: only the actual value can catch it.
const API_KEY = 'proj_Zx93kLmQ7vT2pW8rN5yBq4'

/** Answers every request with `status` and a body that quotes the Authorization header back, as OpenAI's 401 does. */
async function echoingProvider(status: number, mid = false): Promise<LoopbackServer> {
  return startLoopbackServer((request, response) => {
    const key = String(request.headers.authorization ?? '').replace(/^Bearer /, '')
    const message = `Incorrect API key provided: ${key}. You can find your API key at https://example.invalid.`
    if (mid) {
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      response.end(`data: ${JSON.stringify({ error: { message } })}\n\n`)
      return
    }
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ error: { message, type: 'invalid_request_error', code: 'invalid_api_key' } }))
  })
}

async function runAgainst(server: Pick<LoopbackServer, 'url'>, apiKey = API_KEY) {
  const engine = await makeEngine()
  await useFakeModel(engine, server, { apiKey })
  const session = await engine.handlers['session.create']({ title: 'Key echo' }, context)
  const events = await promptToEnd(engine, 'hello', session.id)
  const messages = await engine.handlers['session.messages']({ sessionId: session.id }, context)
  const timeline = await engine.handlers['session.events']({ sessionId: session.id }, context)
  return { events, messages, timeline }
}

describe('a provider error that echoes the API key never carries it to the window', () => {
  it.each([
    ['a 401 body', 401, false],
    ['a 400 body', 400, false],
    ['an error chunk mid-stream', 200, true],
  ])(
    '%s is redacted in the error event, the stored run error and session.messages',
    async (_name, status, mid) => {
      provider = await echoingProvider(status, mid)
      const { events, messages, timeline } = await runAgainst(provider)
      expect(provider.requests[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`)
      const error = events.find((event) => event.type === 'error')
      expect(error).toBeDefined()
      expect(JSON.stringify(error)).toContain('Incorrect API key provided: [redacted]')
      expect(JSON.stringify(events)).not.toContain(API_KEY)
      expect(JSON.stringify(messages)).not.toContain(API_KEY)
      expect(JSON.stringify(timeline)).not.toContain(API_KEY)
    },
    30_000,
  )
})

// A key with the characters JSON and URLs escape: only its escaped forms appear in an echo.
const ODD_KEY = 'proj_a"b\\c/d e+f&g_Qm4Tz8Kw'

describe('the key in escaped forms, and inside the model’s own text', () => {
  it.each([
    ['JSON-escaped in a plain-text 401 body', (key: string) => `upstream said {"key":${JSON.stringify(key)}}`],
    [
      'URL-encoded in a plain-text 401 body',
      (key: string) => `denied: https://x.invalid/?key=${encodeURIComponent(key)}`,
    ],
  ])('%s is redacted everywhere the run is kept', async (_name, echo) => {
    const server = await startLoopbackServer((request, response) => {
      const key = String(request.headers.authorization ?? '').replace(/^Bearer /, '')
      response.writeHead(401, { 'content-type': 'text/plain' })
      response.end(echo(key))
    })
    provider = server
    const { events, messages, timeline } = await runAgainst(server, ODD_KEY)
    expect(JSON.stringify(events.find((event) => event.type === 'error'))).toContain('[redacted]')
    for (const form of [ODD_KEY, JSON.stringify(ODD_KEY).slice(1, -1), encodeURIComponent(ODD_KEY)]) {
      for (const kept of [events, messages, timeline]) expect(JSON.stringify(kept)).not.toContain(form)
    }
  })

  it('a reply that repeats the key, split across deltas and in a tool argument, is streamed and stored redacted', async () => {
    const half = Math.floor(API_KEY.length / 2)
    const server = await startFakeModel([
      {
        text: ['Your key is ', API_KEY.slice(0, half), `${API_KEY.slice(half)}, keep it safe.`],
        calls: [
          {
            id: 'call_1',
            name: 'todo_write',
            arguments: { todos: [{ id: 't', content: `send ${API_KEY}`, status: 'pending' }] },
          },
        ],
      },
      { text: 'Done.' },
    ])
    provider = server
    const { events, messages, timeline } = await runAgainst(server)
    const text = events.flatMap((event) => (event.type === 'text-delta' ? [event.delta] : [])).join('')
    expect(text).toBe('Your key is [redacted], keep it safe.Done.')
    for (const kept of [events, messages, timeline]) expect(JSON.stringify(kept)).not.toContain(API_KEY)
    // The model's next request carries its own reply back, redacted as stored.
    expect(JSON.stringify(server.requests()[1]?.messages)).not.toContain(API_KEY)
  })
})
