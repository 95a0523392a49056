import { afterEach, describe, expect, it } from 'vitest'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../../../helpers/fake-model/fake-model-server'
import { useTestEngine } from '../../../../helpers/test-engine'

const makeEngine = useTestEngine()
const context = { signal: new AbortController().signal }
let model: FakeModelServer | null = null
afterEach(async () => {
  await model?.close()
  model = null
})

describe('web_search on a fresh install', () => {
  it('has no search service until the user picks one, and tells the model where the user sets it', async () => {
    const engine = await makeEngine()
    const settings = await engine.handlers['settings.get']({}, context)
    expect(settings.settings.services.webSearch.backend).toBe('none')
    model = await startFakeModel([
      { calls: [{ id: 'w1', name: 'web_search', arguments: { query: 'JWST TRAPPIST-1 b emission' } }] },
      { text: 'Web search is not set up here.' },
    ])
    await useFakeModel(engine, model)
    const session = await engine.handlers['session.create']({}, context)
    const { runId } = await engine.handlers['session.prompt'](
      { sessionId: session.id, prompt: 'Search the web for TRAPPIST-1 b' },
      context,
    )
    await expect(engine.waitForRun(session.id, runId)).resolves.toBe('stop')
    const tool = model.requests()[1]?.messages.find((message) => message.role === 'tool')
    expect(String(tool?.content)).toContain('Web search is not set up')
    expect(String(tool?.content)).toContain('Settings → Services')
  })
})
