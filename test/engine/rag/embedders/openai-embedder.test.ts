import { afterEach, describe, expect, it } from 'vitest'
import { createOpenAiEmbedder } from '../../../electron/main/engine/rag/openai-embedder'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'

let server: LoopbackServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

describe('OpenAI-compatible embedder', () => {
  it('batches inputs, keeps their order and normalises the vectors', async () => {
    server = await startLoopbackServer((request, response) => {
      const body = JSON.parse(request.body) as { input: string[] }
      const data = body.input.map((text, index) => ({ index, embedding: [text.length, 0, 0, 0] })).reverse()
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ object: 'list', data }))
    })
    const embedder = createOpenAiEmbedder({
      baseUrl: `${server.url}/v1`,
      model: 'nomic-embed-text',
      dimensions: 4,
      apiKey: 'k',
      batchSize: 2,
    })
    const vectors = await embedder.embed(['a', 'bb', 'ccc'])
    expect(vectors.map((vector) => Array.from(vector))).toEqual([
      [1, 0, 0, 0],
      [1, 0, 0, 0],
      [1, 0, 0, 0],
    ])
    expect(server.requests.map((request) => JSON.parse(request.body).input)).toEqual([['a', 'bb'], ['ccc']])
    expect(server.requests[0]?.headers.authorization).toBe('Bearer k')
    expect(server.requests[0]?.url).toBe('/v1/embeddings')
  })

  it('explains a failing service and a dimension mismatch', async () => {
    server = await startLoopbackServer((request, response) => {
      if (request.url?.includes('bad')) {
        response.statusCode = 404
        response.end('{"error":"model not found"}')
        return
      }
      response.end(JSON.stringify({ data: [{ index: 0, embedding: [1, 2] }] }))
    })
    await expect(
      createOpenAiEmbedder({ baseUrl: `${server.url}/bad`, model: 'm', dimensions: 2 }).embed(['x']),
    ).rejects.toThrow(/answered 404 .*Check the embedding settings/)
    await expect(createOpenAiEmbedder({ baseUrl: server.url, model: 'm', dimensions: 3 }).embed(['x'])).rejects.toThrow(
      /returned 2 dimensions, but 3/,
    )
  })
})
