import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { streamTurn } from './fake-model/openai-turn-stream'
import { type LoopbackServer, startLoopbackServer } from './loopback-server'
import { sharedFixture } from './shared-fixtures'
import { tinyEmbeddingModelFiles } from './tiny-embedding-model'

export const BETHE_PDF = sharedFixture('pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf')
export const TINY_MODEL = 'test-org/tiny-bert'

const fixtureEmbedding = (
  JSON.parse(readFileSync(join(__dirname, '../fixtures/embeddings/openai-ada-002-base64-response.json'), 'utf8')) as {
    body: { data: { embedding: string }[] }
  }
).body.data[0]?.embedding

/** What the scripted chat model says: text, or a call of one tool. */
export type ScriptedReply = string | { tool: string; arguments: Record<string, unknown> }

/**
 * Every outside service "Ask the library" meets, on one loopback server: arXiv (knows no paper), a chat model that
 * answers `answer` (or what it makes of the request body), an `/embeddings` endpoint answering with the generated OpenAI-shaped vector, and a model hub holding the tiny model.
 */
export async function startAskServices(answer: string | ((prompt: string) => ScriptedReply)): Promise<LoopbackServer> {
  const modelFiles = tinyEmbeddingModelFiles()
  return startLoopbackServer(async (request, response) => {
    const url = request.url ?? ''
    if (url.startsWith('/v1/chat/completions')) {
      const reply = typeof answer === 'string' ? answer : answer(request.body)
      await streamTurn(
        response,
        typeof reply === 'string'
          ? { text: reply }
          : { calls: [{ id: `call_${reply.tool}`, name: reply.tool, arguments: reply.arguments }] },
      )
    } else if (url.startsWith('/v1/embeddings')) {
      const { input } = JSON.parse(request.body) as { input: string[] }
      const data = input.map((_, index) => ({ object: 'embedding', index, embedding: fixtureEmbedding }))
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ object: 'list', data, model: 'text-embedding-ada-002' }))
    } else if (url.startsWith(`/${TINY_MODEL}/resolve/main/`)) {
      const file = modelFiles[url.slice(`/${TINY_MODEL}/resolve/main/`.length)]
      response.statusCode = file ? 200 : 404
      response.end(file ?? 'Entry not found')
    } else {
      response.statusCode = 404
      response.end()
    }
  })
}

/** Settings that send the engine's outside calls to the loopback services. */
export function askSettingsPatch(server: LoopbackServer) {
  return {
    services: {
      arxivBaseUrl: server.url,
      adsBaseUrl: server.url,
      sesameBaseUrl: server.url,
      crossrefBaseUrl: server.url,
    },
    providers: [
      {
        id: 'local',
        name: 'Loopback model',
        kind: 'openai' as const,
        baseUrl: `${server.url}/v1`,
        model: 'gpt-4o-mini',
        toolProtocol: 'native' as const,
        contextWindow: 128_000,
      },
    ],
    activeProviderId: 'local',
  }
}
