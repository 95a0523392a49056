import { afterEach, describe, expect, it } from 'vitest'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const context = { signal: new AbortController().signal }
let model: FakeModelServer | null = null
afterEach(async () => {
  await model?.close()
  model = null
})

describe('a run that failed, after a reload', () => {
  it('keeps the error’s code and hint, so the window says it as it did live', async () => {
    const engine = await makeEngine()
    model = await startFakeModel([{ end: { fail: 'auth' } }])
    await useFakeModel(engine, model)
    const session = await engine.handlers['session.create']({}, context)
    const live: { code: string; hint?: string | undefined }[] = []
    engine.events.subscribe({ sessionId: session.id, types: ['error'] }, (event) => {
      if (event.type === 'error') live.push({ code: event.code, hint: event.hint })
    })
    const { runId } = await engine.handlers['session.prompt']({ sessionId: session.id, prompt: 'Hello' }, context)
    await expect(engine.waitForRun(session.id, runId)).resolves.toBe('error')
    expect(live[0]?.code).toBe('auth')
    expect(live[0]?.hint).toBeTruthy()

    const { events } = await engine.handlers['session.events']({ sessionId: session.id }, context)
    const replayed = events.find((event) => event.type === 'error')
    expect(replayed).toMatchObject({ type: 'error', code: 'auth', hint: live[0]?.hint })
  })
})
