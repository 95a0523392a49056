import { afterEach, describe, expect, it } from 'vitest'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { createTestEngine, type TestEngine } from '../../helpers/test-engine'

let engine: TestEngine | undefined
let model: FakeModelServer | undefined
afterEach(async () => {
  await engine?.dispose()
  await model?.close()
  engine = undefined
  model = undefined
})

const context = { signal: new AbortController().signal }

describe('session search', () => {
  it('finds sessions by title, prompt and answer text, and treats % and _ literally', async () => {
    model = await startFakeModel(Array.from({ length: 4 }, () => ({ text: 'The Cepheid period is 31.4 days.' })))
    engine = await createTestEngine()
    await useFakeModel(engine, model)
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
