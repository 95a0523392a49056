import { createServer } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { modelsUrl, testProvider } from '../../../electron/main/engine/settings/provider-test'
import type { HandlerContext } from '../../../electron/shared/contract/handlers'
import type { ProviderSettings } from '../../../electron/shared/domain/settings'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const servers: LoopbackServer[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

const context: HandlerContext = { signal: new AbortController().signal }

function provider(kind: ProviderSettings['kind'], baseUrl: string, model = 'model-a'): ProviderSettings {
  return { id: 'p1', name: 'Test', kind, baseUrl, model, toolProtocol: 'native', contextWindow: 128_000 }
}

async function serve(status: number, body: unknown): Promise<LoopbackServer> {
  const server = await startLoopbackServer((_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  })
  servers.push(server)
  return server
}

const modelList = {
  object: 'list',
  data: [
    { id: 'model-a', object: 'model', created: 1_686_935_002, owned_by: 'system' },
    { id: 'model-b', object: 'model', created: 1_698_798_177, owned_by: 'system' },
  ],
}

/** A port that nothing listens on: bind one, then close it. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

describe('provider.test', () => {
  it('lists an OpenAI-compatible provider’s models with a Bearer key', async () => {
    const server = await serve(200, modelList)
    const result = await testProvider(provider('openai', `${server.url}/v1/`), 'sk-test-key-123')
    expect(result).toMatchObject({ ok: true, models: ['model-a', 'model-b'] })
    expect(result.message).toMatch(/2 models/)
    expect(result.latencyMs).toBeGreaterThanOrEqual(0)
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/v1/models' })
    expect(server.requests[0]?.headers.authorization).toBe('Bearer sk-test-key-123')
  })

  it('calls Anthropic’s /v1/models with x-api-key and anthropic-version', async () => {
    const server = await serve(200, {
      data: [{ type: 'model', id: 'claude-x', display_name: 'Claude X', created_at: '2025-05-14T00:00:00Z' }],
      has_more: false,
      first_id: 'claude-x',
      last_id: 'claude-x',
    })
    const result = await testProvider(provider('anthropic', server.url, 'claude-x'), 'anthropic-key-1')
    expect(result).toMatchObject({ ok: true, models: ['claude-x'] })
    const request = server.requests[0]
    expect(request?.url).toBe('/v1/models')
    expect(request?.headers['x-api-key']).toBe('anthropic-key-1')
    expect(request?.headers['anthropic-version']).toBe('2023-06-01')
    expect(request?.headers.authorization).toBeUndefined()
  })

  it('says when the configured model is not offered', async () => {
    const server = await serve(200, modelList)
    const result = await testProvider(provider('openai', server.url, 'gpt-unknown'), 'k')
    expect(result.ok).toBe(true)
    expect(result.message).toMatch(/"gpt-unknown" is not among them/)
  })

  it('explains a refused key (401) without echoing it', async () => {
    const server = await serve(401, { error: { message: 'Incorrect API key provided: sk-wrong-key-999' } })
    const result = await testProvider(provider('openai', server.url), 'sk-wrong-key-999')
    expect(result).toMatchObject({ ok: false, models: [] })
    expect(result.message).toMatch(/refused the API key \(HTTP 401\).*Check the key/)
    expect(result.message).not.toContain('sk-wrong-key-999')
  })

  it('explains a refused Anthropic key (401) the same way', async () => {
    const server = await serve(401, {
      type: 'error',
      error: { type: 'authentication_error', message: 'invalid x-api-key' },
    })
    const result = await testProvider(provider('anthropic', server.url), 'bad-anthropic-key')
    expect(result.ok).toBe(false)
    expect(result.message).toMatch(/refused the API key \(HTTP 401\)/)
  })

  it('says a key is needed when none is set and the provider asks for one', async () => {
    const server = await serve(401, { error: { message: 'You didn’t provide an API key.' } })
    const result = await testProvider(provider('openai', server.url), null)
    expect(server.requests[0]?.headers.authorization).toBeUndefined()
    expect(result.message).toMatch(/needs an API key/)
  })

  it('explains a wrong base URL (404)', async () => {
    const server = await serve(404, { error: 'not found' })
    const result = await testProvider(provider('openai', server.url), 'k')
    expect(result.ok).toBe(false)
    expect(result.message).toMatch(/Nothing answers at .*\/models \(HTTP 404\)\. Check the base URL/)
  })

  it('explains a refused connection', async () => {
    const port = await closedPort()
    const result = await testProvider(provider('openai', `http://127.0.0.1:${port}/v1`), 'k')
    expect(result.ok).toBe(false)
    expect(result.message).toMatch(/connection refused\. Is the server running/)
  })

  it('gives up after the timeout with a clear message', async () => {
    const server = await startLoopbackServer(() => undefined)
    servers.push(server)
    const result = await testProvider(provider('openai', server.url), 'k', { timeoutMs: 200 })
    expect(result.ok).toBe(false)
    expect(result.message).toMatch(/No answer from 127\.0\.0\.1:\d+ within 0\.2 s/)
  })

  it('does not follow a redirect with the key, and names the new address', async () => {
    const target = await serve(200, modelList)
    const server = await startLoopbackServer((_request, response) => {
      response.writeHead(301, { location: `${target.url}/v1/models` })
      response.end()
    })
    servers.push(server)
    const result = await testProvider(provider('openai', server.url), 'k')
    expect(result.ok).toBe(false)
    expect(result.message).toContain(`redirects to ${target.url}/v1/models (HTTP 301)`)
    expect(target.requests).toHaveLength(0)
  })

  it('reports a server failure in words, with the message from its JSON error and no JSON', async () => {
    const ollama = await serve(500, { error: 'model runner has unexpectedly stopped' })
    const ollamaResult = await testProvider(provider('openai', ollama.url), 'sk-test-4f9a')
    expect(ollamaResult.message).toBe(
      "The provider's server failed (HTTP 500). It said: “model runner has unexpectedly stopped”. Try again in a moment; if it keeps failing, check the server (or its status page).",
    )
    const vllm = await serve(503, { error: { message: 'The server is overloaded', type: 'server_error', code: 503 } })
    const vllmResult = await testProvider(provider('openai', vllm.url), 'sk-test-4f9a')
    expect(vllmResult.message).toContain('It said: “The server is overloaded”.')
    expect(vllmResult.message).not.toContain('{')
  })

  it('reports a refused request with the provider’s words and where to fix it', async () => {
    const server = await serve(400, { error: { message: 'Unknown parameter: tools' } })
    const result = await testProvider(provider('openai', server.url), 'sk-test-4f9a')
    expect(result.message).toBe(
      'The provider refused the request (HTTP 400). It said: “Unknown parameter: tools”. Check the base URL and model in Settings → Model providers.',
    )
  })

  it('through the handler, uses the stored provider:<id> key when none is given', async () => {
    const server = await serve(200, modelList)
    const engine = await makeEngine({ secrets: { 'provider:p1': 'stored-key-abc' } })
    const result = await engine.handlers['provider.test']({ provider: provider('openai', server.url) }, context)
    expect(result.ok).toBe(true)
    expect(server.requests[0]?.headers.authorization).toBe('Bearer stored-key-abc')
    await engine.handlers['provider.test']({ provider: provider('openai', server.url), apiKey: 'typed-key' }, context)
    expect(server.requests[1]?.headers.authorization).toBe('Bearer typed-key')
  })

  it('builds the models URL for either kind of base URL', () => {
    expect(modelsUrl({ kind: 'openai', baseUrl: 'http://h/v1/' })).toBe('http://h/v1/models')
    expect(modelsUrl({ kind: 'anthropic', baseUrl: 'https://api.anthropic.com' })).toBe(
      'https://api.anthropic.com/v1/models',
    )
    expect(modelsUrl({ kind: 'anthropic', baseUrl: 'https://proxy.test/v1' })).toBe('https://proxy.test/v1/models')
  })
})
