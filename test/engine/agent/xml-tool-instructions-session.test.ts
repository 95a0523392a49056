import { afterEach, describe, expect, it } from 'vitest'
import { type FakeModelServer, startFakeModel } from '../../helpers/fake-model/fake-model-server'
import { useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const models: FakeModelServer[] = []
afterEach(async () => {
  for (const model of models.splice(0)) await model.close()
})
const context = { signal: new AbortController().signal }

describe('XML tool instructions in a session', () => {
  it('name each parameter’s values and default once', async () => {
    const engine = await makeEngine()
    const model = await startFakeModel([{ text: 'Hello.' }])
    models.push(model)
    await engine.handlers['settings.set'](
      {
        patch: {
          providers: [
            {
              id: 'scripted',
              name: 'Scripted XML model',
              kind: 'openai',
              baseUrl: `${model.url}/v1`,
              model: 'scripted',
              toolProtocol: 'xml',
              contextWindow: 128_000,
            },
          ],
          activeProviderId: 'scripted',
        },
        secrets: [{ name: 'provider:scripted', value: 'sk-loopback' }],
      },
      context,
    )
    const session = await engine.handlers['session.create']({}, context)
    const { runId } = await engine.handlers['session.prompt']({ sessionId: session.id, prompt: 'Hi' }, context)
    await expect(engine.waitForRun(session.id, runId)).resolves.toBe('stop')
    const system = String(model.requests()[0]?.messages.find((message) => message.role === 'system')?.content)
    const freshness = system.split('\n').find((line) => line.startsWith('  - freshness:')) ?? ''
    expect(freshness).toContain('Default: noLimit')
    expect(freshness.match(/Values:/g)).toHaveLength(1)
    expect(freshness.match(/Default:/g)).toHaveLength(1)
    expect(system).toContain('  - path: string (optional) - Folder to search in (default: the project folder)\n')
  })
})
