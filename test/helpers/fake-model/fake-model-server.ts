import type { Engine } from '../../../electron/main/engine/engine'
import { startLoopbackServer } from '../loopback-server'
import { type FakeScript, turnOf } from './fake-turn'
import { streamTurn } from './openai-turn-stream'

/** A chat-completions request body as the engine sends it. */
export interface FakeChatRequest {
  model: string
  temperature?: number
  messages: { role: string; content?: unknown; tool_call_id?: string }[]
  tools?: unknown[]
}

export interface FakeModelServer {
  url: string
  /** The chat requests the engine sent, parsed, in order. */
  requests(): FakeChatRequest[]
  /** Chat requests whose response is still open (a hanging turn the client has not cancelled). */
  openRequests(): number
  close(): Promise<void>
}

interface FakeModelServerOptions {
  /** A fixed port (the e2e tests stand in for Ollama on 11434); by default a random one. */
  port?: number
  /** The model `/v1/models` lists and the chunks name. */
  model?: string
  /** The body of Ollama's `/api/tags`, answered when given. */
  ollamaTags?: string
}

/**
 * An OpenAI-compatible model on loopback: each chat-completions request is answered with the next turn of `script`,
 * streamed; `/v1/models` lists the one model.
 */
export async function startFakeModel(
  script: FakeScript<FakeChatRequest>,
  options: FakeModelServerOptions = {},
): Promise<FakeModelServer> {
  const model = options.model ?? 'fake-model'
  const chatRequests: FakeChatRequest[] = []
  let open = 0
  const server = await startLoopbackServer(async (request, response) => {
    if (request.method === 'POST' && request.url?.endsWith('/chat/completions')) {
      const body = JSON.parse(request.body) as FakeChatRequest
      chatRequests.push(body)
      open += 1
      response.once('close', () => {
        open -= 1
      })
      await streamTurn(response, await turnOf(script, body, chatRequests.length - 1), model)
      return
    }
    const json = (body: string) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(body)
    }
    if (request.method === 'GET' && request.url === '/v1/models') {
      json(JSON.stringify({ object: 'list', data: [{ id: model, object: 'model' }] }))
    } else if (request.method === 'GET' && request.url === '/api/tags' && options.ollamaTags) {
      json(options.ollamaTags)
    } else {
      response.writeHead(404, { 'content-type': 'application/json' })
      response.end('{"error":"not found"}')
    }
  }, options.port)
  return {
    url: server.url,
    requests: () => [...chatRequests],
    openRequests: () => open,
    close: () => server.close(),
  }
}

/** Makes the fake model the engine's only, active provider (id `scripted`, model `scripted`). */
export async function useFakeModel(
  engine: Engine,
  model: Pick<FakeModelServer, 'url'>,
  options: { toolProtocol?: 'native' | 'xml'; apiKey?: string } = {},
): Promise<void> {
  await engine.handlers['settings.set'](
    {
      patch: {
        providers: [
          {
            id: 'scripted',
            name: 'Scripted test model',
            kind: 'openai',
            baseUrl: `${model.url}/v1`,
            model: 'scripted',
            toolProtocol: options.toolProtocol ?? 'native',
            contextWindow: 128_000,
          },
        ],
        activeProviderId: 'scripted',
      },
      secrets: [{ name: 'provider:scripted', value: options.apiKey ?? 'sk-loopback' }],
    },
    { signal: new AbortController().signal },
  )
}
