import { afterEach, describe, expect, it } from 'vitest'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { createTestEngine, type TestEngine } from '../../helpers/test-engine'

let engine: TestEngine | undefined
let server: LoopbackServer | undefined
afterEach(async () => {
  await engine?.dispose()
  await server?.close()
  engine = undefined
  server = undefined
})

const context = { signal: new AbortController().signal }

describe('session search', () => {
  it('finds sessions by title, prompt and answer text, and treats % and _ literally', async () => {
    server = await startLoopbackServer((_request, response) => {
      response.setHeader('content-type', 'text/event-stream')
      response.end(
        'data: {"choices":[{"index":0,"delta":{"content":"The Cepheid period is 31.4 days."},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n',
      )
    })
    engine = await createTestEngine()
    await engine.handlers['settings.set'](
      {
        patch: {
          providers: [
            {
              id: 'local',
              name: 'Local',
              kind: 'openai',
              baseUrl: `${server.url}/v1`,
              model: 'm',
              toolProtocol: 'native',
              contextWindow: 8000,
            },
          ],
          activeProviderId: 'local',
        },
        secrets: [],
      },
      context,
    )
    const byTitle = await engine.handlers['session.create']({ title: 'NGC 4258 maser' }, context)
    const byContent = await engine.handlers['session.create']({ title: 'Variable stars' }, context)
    await engine.handlers['session.create']({ title: '100% done' }, context)
    const ended = new Promise<void>((resolve) => {
      engine?.events.subscribe({ sessionId: byContent.id }, (event) => {
        if (event.type === 'run-end') resolve()
      })
    })
    await engine.handlers['session.prompt']({ sessionId: byContent.id, prompt: 'Fit the M31 light curve' }, context)
    await ended

    const ids = async (query: string) =>
      (await engine?.handlers['session.search']({ query }, context))?.map((session) => session.id)
    expect(await ids('maser')).toEqual([byTitle.id])
    expect(await ids('m31 LIGHT')).toEqual([byContent.id])
    expect(await ids('cepheid period')).toEqual([byContent.id])
    expect(await ids('0%')).toHaveLength(1)
    expect(await ids('_')).toEqual([])
  })
})
