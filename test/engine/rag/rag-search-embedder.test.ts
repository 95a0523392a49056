import { afterEach, describe, expect, it } from 'vitest'
import { createInProcessTransport } from '../../../electron/main/hosts/in-process/in-process-transport'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import { askSettingsPatch, BETHE_PDF, startAskServices } from '../../helpers/ask-services'
import { type FakeModelServer, startFakeModel } from '../../helpers/fake-model/fake-model-server'
import type { LoopbackServer } from '../../helpers/loopback-server'
import { useTestEngine } from '../../helpers/test-engine'

const createEngine = useTestEngine()
let services: LoopbackServer | null = null
let model: FakeModelServer | null = null
afterEach(async () => {
  await services?.close()
  await model?.close()
  services = null
  model = null
})

describe('rag_search in an agent run', { timeout: 120_000 }, () => {
  it('retrieves with the embedding model set in Settings → Embeddings', async () => {
    services = await startAskServices('')
    // The chat model first calls rag_search, then answers in text; the embeddings come from the services server.
    const search = { question: 'upper critical dimension', answer: false }
    model = await startFakeModel((_request, index) =>
      index === 0
        ? { calls: [{ id: 'call_rag', name: 'rag_search', arguments: search }] }
        : { text: 'The upper critical dimension is d = 2.' },
    )
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
    expect(model.requests()).toHaveLength(2)
  })
})
