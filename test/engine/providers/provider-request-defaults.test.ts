import { afterEach, describe, expect, it } from 'vitest'
import { createLanguageModel } from '../../../electron/main/engine/providers/create-language-model'
import type { ProviderSettings } from '../../../electron/shared/domain/settings'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'

let server: LoopbackServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

async function sentBody(provider: Omit<ProviderSettings, 'baseUrl'>): Promise<Record<string, unknown>> {
  server = await startLoopbackServer((_request, response) => {
    response.setHeader('content-type', 'text/event-stream')
    response.end('data: {"choices":[{"index":0,"delta":{"content":"ok"},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n')
  })
  const model = createLanguageModel({ ...provider, baseUrl: `${server.url}/v1` }, undefined)
  for await (const _part of model.stream(
    { system: '', messages: [{ role: 'user', content: 'hi' }], tools: [] },
    new AbortController().signal,
  )) {
    // drain
  }
  return JSON.parse(server.requests[0]?.body ?? '{}') as Record<string, unknown>
}

const base = {
  id: 'local',
  name: 'Local',
  kind: 'openai' as const,
  model: 'qwen2.5:7b',
  toolProtocol: 'native' as const,
  contextWindow: 32_768,
}

describe("a provider's temperature and max output tokens", () => {
  it('are sent with every request when set', async () => {
    const body = await sentBody({ ...base, temperature: 0.2, maxOutputTokens: 2048 })
    expect(body).toMatchObject({ temperature: 0.2, max_tokens: 2048 })
  })

  it("are left to the server's defaults when not set", async () => {
    const body = await sentBody(base)
    expect(body).not.toHaveProperty('temperature')
    expect(body).not.toHaveProperty('max_tokens')
  })
})
