import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createDetectLocalHandlers,
  detectLocalServers,
  type LocalServerCandidate,
} from '../../../electron/main/engine/settings/detect-local-providers'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'

const fixture = (name: string) => readFileSync(join(__dirname, '../../fixtures/local-servers', name), 'utf8')

const servers: LoopbackServer[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

async function serve(routes: Record<string, { status?: number; body: string }>) {
  const server = await startLoopbackServer((request, response) => {
    const route = routes[request.url ?? '']
    response.statusCode = route?.status ?? (route ? 200 : 404)
    response.setHeader('content-type', 'application/json')
    response.end(route?.body ?? '{"error":"not found"}')
  })
  servers.push(server)
  return server
}

/** A port nothing listens on: open a server, note its port, close it. */
async function closedOrigin(): Promise<string> {
  const server = await startLoopbackServer(() => undefined)
  await server.close()
  return server.url
}

describe('detectLocalServers', () => {
  it('finds Ollama and LM Studio with their models and OpenAI-compatible base URLs', async () => {
    const ollama = await serve({ '/api/tags': { body: fixture('ollama-api-tags.json') } })
    const lmstudio = await serve({ '/v1/models': { body: fixture('lmstudio-v1-models.json') } })
    const candidates: LocalServerCandidate[] = [
      { server: 'ollama', name: 'Ollama', origin: ollama.url },
      { server: 'lmstudio', name: 'LM Studio', origin: `${lmstudio.url}/` },
    ]
    const found = await detectLocalServers(candidates)
    expect(found).toEqual([
      { server: 'ollama', name: 'Ollama', baseUrl: `${ollama.url}/v1`, models: ['qwen2.5:7b-instruct', 'llama3.2:3b'] },
      {
        server: 'lmstudio',
        name: 'LM Studio',
        baseUrl: `${lmstudio.url}/v1`,
        models: ['qwen2.5-14b-instruct', 'text-embedding-nomic-embed-text-v1.5'],
      },
    ])
    expect(ollama.requests.map((request) => request.url)).toEqual(['/api/tags'])
    expect(lmstudio.requests.map((request) => request.url)).toEqual(['/v1/models'])
  })

  it('leaves out a port with nothing listening, an error status and a server that answers something else', async () => {
    const failing = await serve({ '/api/tags': { status: 500, body: '{"error":"loading"}' } })
    const impostor = await serve({ '/v1/models': { body: '<html>router login</html>' } })
    const found = await detectLocalServers([
      { server: 'ollama', name: 'Ollama', origin: await closedOrigin() },
      { server: 'ollama', name: 'Ollama', origin: failing.url },
      { server: 'lmstudio', name: 'LM Studio', origin: impostor.url },
    ])
    expect(found).toEqual([])
  })

  it('gives up on a server that does not answer within the timeout', async () => {
    const silent = await startLoopbackServer(() => undefined)
    servers.push(silent)
    const found = await detectLocalServers([{ server: 'lmstudio', name: 'LM Studio', origin: silent.url }], {
      timeoutMs: 100,
    })
    expect(found).toEqual([])
    expect(silent.requests).toHaveLength(1)
  })

  it('answers the provider.detectLocal command through its handler', async () => {
    const ollama = await serve({ '/api/tags': { body: fixture('ollama-api-tags.json') } })
    const handlers = createDetectLocalHandlers([{ server: 'ollama', name: 'Ollama', origin: ollama.url }])
    const output = await handlers['provider.detectLocal']({}, { signal: new AbortController().signal })
    expect(output.servers.map((server) => server.models.length)).toEqual([2])
  })
})
