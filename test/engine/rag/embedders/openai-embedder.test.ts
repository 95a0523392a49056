import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { EmbeddingError } from '../../../../electron/main/engine/rag/embedders/embedding-error'
import { createOpenAiEmbedder, probeDimensions } from '../../../../electron/main/engine/rag/embedders/openai-embedder'
import { type LoopbackServer, startLoopbackServer } from '../../../helpers/loopback-server'

interface Recording {
  status: number
  headers: Record<string, string>
  body: { data?: { index: number; embedding: string | number[] }[] }
}

const recording = (name: string) =>
  JSON.parse(readFileSync(join(__dirname, '../../../fixtures/embeddings', name), 'utf8')) as Recording
const recorded = recording('openai-ada-002-base64-response.json')
const retry = { retries: 2, minTimeoutMs: 1 }

let server: LoopbackServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

/** Replays the recorded answer once per input, in reverse order, as a batching server may. */
async function replayServer(options: { failFirst?: number } = {}) {
  let failures = options.failFirst ?? 0
  const [item] = recorded.body.data ?? []
  return startLoopbackServer((request, response) => {
    if (failures > 0) {
      failures -= 1
      response.statusCode = 503
      response.end('{"error":{"message":"overloaded"}}')
      return
    }
    const body = JSON.parse(request.body) as { input: string[] }
    const data = body.input.map((_, index) => ({ ...item, index })).reverse()
    response.writeHead(recorded.status, recorded.headers)
    response.end(JSON.stringify({ ...recorded.body, data }))
  })
}

describe('OpenAI-compatible embedder', () => {
  it('decodes the recorded base64 answer into unit vectors, batching inputs in order', async () => {
    server = await replayServer()
    const embedder = createOpenAiEmbedder({
      baseUrl: `${server.url}/v1/`,
      model: 'text-embedding-ada-002',
      dimensions: 1536,
      apiKey: async () => 'sk-test',
      batchSize: 2,
      retry,
    })
    const vectors = await embedder.embed(['maser disk', 'Cepheid', 'distance ladder'])
    expect(vectors).toHaveLength(3)
    for (const vector of vectors) {
      expect(vector).toHaveLength(1536)
      expect(Math.hypot(...vector)).toBeCloseTo(1, 5)
    }
    expect(vectors[0]?.[0]).toBeCloseTo(0.0486338, 6)
    expect(embedder.id).toBe('openai:text-embedding-ada-002:1536')
    expect(server.requests.map((request) => JSON.parse(request.body).input)).toEqual([
      ['maser disk', 'Cepheid'],
      ['distance ladder'],
    ])
    expect(server.requests[0]?.url).toBe('/v1/embeddings')
    expect(server.requests[0]?.headers.authorization).toBe('Bearer sk-test')
  })

  it('keeps the server order by index and normalises float answers (Ollama, llama.cpp)', async () => {
    server = await startLoopbackServer((request, response) => {
      const body = JSON.parse(request.body) as { input: string[] }
      const data = body.input.map((text, index) => ({ object: 'embedding', index, embedding: [text.length, 0, 0] }))
      response.end(JSON.stringify({ object: 'list', data: data.reverse(), model: 'nomic-embed-text' }))
    })
    const embedder = createOpenAiEmbedder({ baseUrl: server.url, model: 'nomic-embed-text', dimensions: 3, retry })
    const vectors = await embedder.embed(['a', 'bbbb'])
    expect(vectors.map((vector) => Array.from(vector))).toEqual([
      [1, 0, 0],
      [1, 0, 0],
    ])
    expect(server.requests[0]?.headers.authorization).toBeUndefined()
  })

  it('retries a 5xx answer with the retry policy, then succeeds', async () => {
    server = await replayServer({ failFirst: 2 })
    const embedder = createOpenAiEmbedder({ baseUrl: server.url, model: 'm', dimensions: 1536, retry })
    expect(await embedder.embed(['x'])).toHaveLength(1)
    expect(server.requests).toHaveLength(3)
  })

  it('learns the dimensions from one probe when the settings leave them empty', async () => {
    server = await replayServer()
    expect(await probeDimensions({ baseUrl: server.url, model: 'text-embedding-ada-002', retry })).toBe(1536)
  })

  it.each([
    ['openai-error-invalid-api-key.json', 'embeddings-rejected-key', /refused the API key.*Settings → Embeddings/],
    ['openai-error-model-not-found.json', 'embeddings-unknown-model', /does not know the model "m".*does not exist/],
  ])('explains the recorded %s with code %s', async (file, code, message) => {
    const answer = recording(file)
    server = await startLoopbackServer((_request, response) => {
      response.writeHead(answer.status, answer.headers)
      response.end(JSON.stringify(answer.body))
    })
    const failure = await createOpenAiEmbedder({
      baseUrl: server.url,
      model: 'm',
      dimensions: 4,
      apiKey: async () => 'DEADBEEF',
      retry,
    })
      .embed(['x'])
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(EmbeddingError)
    expect((failure as EmbeddingError).code).toBe(code)
    expect((failure as EmbeddingError).message).toMatch(message)
    expect((failure as EmbeddingError).message).not.toContain('DEADBEEF')
    expect(server.requests).toHaveLength(1)
  })

  it('refuses a wrong vector size, a malformed answer and an unreachable server, naming the settings', async () => {
    server = await replayServer()
    await expect(
      createOpenAiEmbedder({ baseUrl: server.url, model: 'm', dimensions: 384, retry }).embed(['x']),
    ).rejects.toThrow(/returned 1536 dimensions, but 384 are configured/)
    const url = server.url
    await server.close()
    server = await startLoopbackServer((_request, response) => {
      response.end('{"result":"ok"}')
    })
    await expect(
      createOpenAiEmbedder({ baseUrl: server.url, model: 'm', dimensions: 4, retry }).embed(['x']),
    ).rejects.toThrow(/did not answer like an OpenAI-compatible \/embeddings endpoint/)
    await expect(
      createOpenAiEmbedder({ baseUrl: url, model: 'm', dimensions: 4, retry: { retries: 0, minTimeoutMs: 1 } }).embed([
        'x',
      ]),
    ).rejects.toMatchObject({ code: 'embeddings-unreachable' })
  })
})
