import { afterEach, describe, expect, it } from 'vitest'
import { createInProcessTransport } from '../../../electron/main/hosts/in-process/in-process-transport'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import { askSettingsPatch, BETHE_PDF, completionStream, startAskServices } from '../../helpers/ask-services'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { useTestEngine } from '../../helpers/test-engine'

const createEngine = useTestEngine()
let services: LoopbackServer | null = null
let model: LoopbackServer | null = null
afterEach(async () => {
  await services?.close()
  await model?.close()
  services = null
  model = null
})

const ragSearchCall = [
  `data: ${JSON.stringify({
    choices: [
      {
        index: 0,
        delta: {
          role: 'assistant',
          tool_calls: [
            {
              index: 0,
              id: 'call_rag',
              type: 'function',
              function: { name: 'rag_search', arguments: '{"question":"upper critical dimension","answer":false}' },
            },
          ],
        },
      },
    ],
  })}\n\n`,
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] })}\n\n`,
  'data: [DONE]\n\n',
].join('')

describe('rag_search in an agent run', { timeout: 120_000 }, () => {
  it('retrieves with the embedding model set in Settings → Embeddings', async () => {
    services = await startAskServices('')
    let completions = 0
    // The chat model first calls rag_search, then answers in text; the embeddings come from the services server.
    model = await startLoopbackServer((_request, response) => {
      completions += 1
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      response.end(completions === 1 ? ragSearchCall : completionStream('The upper critical dimension is d = 2.'))
    })
    const engine = createInProcessTransport(await createEngine())
    const patch = askSettingsPatch(services)
    await engine.invoke('settings.set', {
      patch: {
        ...patch,
        providers: patch.providers.map((provider) => ({ ...provider, baseUrl: `${model?.url}/v1` })),
        embeddings: { kind: 'openai', openai: { baseUrl: `${services.url}/v1`, model: 'text-embedding-ada-002' } },
      },
      secrets: [{ name: 'provider:local', value: 'sk-loopback' }],
    })
    await engine.invoke('library.addFile', { path: BETHE_PDF })
    const session = await engine.invoke('session.create', { title: 'Bethe lattice' })
    const events: AgentEvent[] = []
    const ended = new Promise<void>((resolve) =>
      engine.subscribe({ sessionId: session.id }, (event) => {
        events.push(event)
        if (event.type === 'run-end') resolve()
      }),
    )
    await engine.invoke('session.prompt', { sessionId: session.id, prompt: 'What is the upper critical dimension?' })
    await ended
    expect(events.find((event) => event.type === 'tool-result')).toMatchObject({ name: 'rag_search', isError: false })
    const queries = services.requests
      .filter((request) => request.url === '/v1/embeddings')
      .map((request) => (JSON.parse(request.body) as { input: string[] }).input)
    expect(queries).toContainEqual(['upper critical dimension'])
    expect(completions).toBe(2)
  })
})
