import type { AddressInfo } from 'node:net'
import { createServer } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createAnthropicModel } from '../../../electron/main/engine/providers/anthropic/anthropic-model'
import type { LanguageModel, ModelRequest } from '../../../electron/main/engine/providers/language-model'
import { createOpenAiCompatibleModel } from '../../../electron/main/engine/providers/openai/openai-compatible-model'
import type { RetryPolicy } from '../../../electron/main/engine/retry/retry-policy'
import { type LoopbackHandler, type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { collect, fixtureBody, summarize, writeChunks } from './replay-stream'

const request: ModelRequest = { system: '', messages: [{ role: 'user', content: 'hi' }], tools: [] }
const fastRetry: RetryPolicy = { retries: 2, minTimeoutMs: 10, maxTimeoutMs: 20, maxRetryAfterMs: 5000 }

let server: LoopbackServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const openAi = (baseUrl: string, retry = fastRetry): LanguageModel =>
  createOpenAiCompatibleModel({
    providerName: 'Groq',
    baseUrl,
    model: 'llama-9000',
    apiKey: 'k',
    contextWindow: 8000,
    retry,
  })
const anthropic = (baseUrl: string): LanguageModel =>
  createAnthropicModel({
    providerName: 'Anthropic',
    baseUrl,
    model: 'claude-x',
    apiKey: 'k',
    contextWindow: 8000,
    retry: fastRetry,
  })

async function serve(handler: LoopbackHandler): Promise<string> {
  server = await startLoopbackServer(handler)
  return `${server.url}/v1`
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): LoopbackHandler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers })
    response.end(JSON.stringify(body))
  }

describe('provider errors and retries', () => {
  it('retries a 429 after the Retry-After the server asked for, then streams', async () => {
    let calls = 0
    const url = await serve(async (incoming, response) => {
      calls += 1
      if (calls === 1)
        return json(429, { error: { message: 'Rate limit reached' } }, { 'retry-after': '1' })(incoming, response)
      await writeChunks(response, [fixtureBody('openai/simonw-llm_test_tool_use_basic.response0.sse')])
    })
    const started = performance.now()
    const summary = summarize(await collect(openAi(url).stream(request, new AbortController().signal)))
    expect(calls).toBe(2)
    expect(summary.errors).toEqual([])
    expect(summary.calls.map((call) => call.name)).toEqual(['multiply'])
    expect(performance.now() - started).toBeGreaterThanOrEqual(950)
  })

  it('retries 5xx until the retries run out and then explains the failure', async () => {
    const url = await serve(json(503, { error: { message: 'upstream overloaded' } }))
    const summary = summarize(await collect(openAi(url).stream(request, new AbortController().signal)))
    expect(server?.requests).toHaveLength(3)
    expect(summary.errors[0]?.code).toBe('server')
    expect(summary.errors[0]?.message).toContain('upstream overloaded')
  })

  it('does not retry a 401 and points to the API key in Settings', async () => {
    const url = await serve(json(401, { error: { message: 'Incorrect API key provided' } }))
    const [error] = summarize(await collect(openAi(url).stream(request, new AbortController().signal))).errors
    expect(server?.requests).toHaveLength(1)
    expect(error?.code).toBe('auth')
    expect(error?.message).toContain('Incorrect API key provided')
    expect(error?.hint).toMatch(/API key .*Settings/)
  })

  it('names the model on a 404 and says where to fix it', async () => {
    const url = await serve(json(404, { error: { message: 'The model `llama-9000` does not exist' } }))
    const [error] = summarize(await collect(openAi(url).stream(request, new AbortController().signal))).errors
    expect(error?.code).toBe('model-not-found')
    expect(error?.message).toContain('"llama-9000"')
    expect(error?.hint).toContain('model name')
  })

  it('recognises a context-length error and suggests compaction', async () => {
    const url = await serve(
      json(400, {
        type: 'error',
        error: { type: 'invalid_request_error', message: 'prompt is too long: 210000 tokens > 200000 maximum' },
      }),
    )
    const [error] = summarize(await collect(anthropic(url).stream(request, new AbortController().signal))).errors
    expect(error?.code).toBe('context-too-long')
    expect(error?.hint).toMatch(/[Cc]ompact/)
  })

  it('asks whether the server is running when the connection is refused', async () => {
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const { port } = probe.address() as AddressInfo
    await new Promise<void>((resolve) => probe.close(() => resolve()))
    const [error] = summarize(
      await collect(openAi(`http://127.0.0.1:${port}/v1`).stream(request, new AbortController().signal)),
    ).errors
    expect(error?.code).toBe('connection-refused')
    expect(error?.hint).toContain('Is the server running?')
  })

  it('reports a stream cut off before the end instead of a partial answer', async () => {
    const body = fixtureBody('openai/simonw-llm_test_tool_use_basic.response0.sse').toString('utf8')
    const url = await serve((_incoming, response) =>
      writeChunks(response, [Buffer.from(body.slice(0, body.length / 2))]),
    )
    const summary = summarize(await collect(openAi(url).stream(request, new AbortController().signal)))
    expect(summary.calls).toEqual([])
    expect(summary.errors[0]?.message).toContain('ended before')
  })

  it('reports an error event sent mid-stream by Anthropic', async () => {
    const url = await serve((_incoming, response) =>
      writeChunks(response, [
        Buffer.from(
          'event: message_start\ndata: {"type":"message_start","message":{"usage":{"input_tokens":3}}}\n\n' +
            'event: error\ndata: {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}\n\n',
        ),
      ]),
    )
    const [error] = summarize(await collect(anthropic(url).stream(request, new AbortController().signal))).errors
    expect(error?.message).toContain('overloaded_error')
    expect(error?.hint).toContain('try again')
  })

  it('stops reading at once when aborted mid-stream, by throwing the abort reason', async () => {
    const url = await serve((_incoming, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      response.write('data: {"choices":[{"index":0,"delta":{"content":"Hel"}}]}\n\n')
    })
    const controller = new AbortController()
    const seen: string[] = []
    const reading = (async () => {
      for await (const part of openAi(url).stream(request, controller.signal)) {
        seen.push(part.type)
        controller.abort(new Error('stopped by user'))
      }
    })()
    await expect(reading).rejects.toThrow('stopped by user')
    expect(seen).toEqual(['text-delta'])
  })
})
