import { afterEach, describe, expect, it } from 'vitest'
import { useFakeModel } from '../helpers/fake-model/fake-model-server'
import { type LoopbackServer, startLoopbackServer } from '../helpers/loopback-server'
import { promptToEnd } from '../helpers/prompt-to-end'
import { useTestEngine } from '../helpers/test-engine'

const makeEngine = useTestEngine()
let provider: LoopbackServer | undefined
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

async function runAgainst(server: LoopbackServer) {
  const engine = await makeEngine()
  await useFakeModel(engine, server, { apiKey: API_KEY })
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
