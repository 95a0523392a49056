import { afterEach, describe, expect, it } from 'vitest'
import { titleFromPrompt } from '../../../electron/main/engine/sessions/title-from-prompt'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { createTestEngine, type TestEngine } from '../../helpers/test-engine'

describe('titleFromPrompt', () => {
  it('takes the first words of the first line without trailing punctuation', () => {
    expect(titleFromPrompt('What is the distance to M31?\nUse Cepheids.')).toBe('What is the distance to M31')
    expect(titleFromPrompt('Summarise the latest papers on the NGC 4258 maser distance please')).toBe(
      'Summarise the latest papers on the NGC 4258…',
    )
  })

  it('cuts Chinese text, which has no spaces, by characters', () => {
    const title = titleFromPrompt(`${'仙女座星系的距离是多少'.repeat(8)}？`)
    expect(title.length).toBeLessThanOrEqual(61)
    expect(title.endsWith('…')).toBe(true)
    expect(titleFromPrompt('仙女座星系的距离是多少？')).toBe('仙女座星系的距离是多少')
  })
})

let engine: TestEngine | undefined
let model: FakeModelServer | undefined
afterEach(async () => {
  await engine?.dispose()
  await model?.close()
  engine = undefined
  model = undefined
})

const context = { signal: new AbortController().signal }

describe('automatic session titles through the engine', () => {
  it('names an untitled session from its first prompt and leaves a named one alone', async () => {
    model = await startFakeModel([{ text: 'ok' }, { text: 'ok' }, { text: 'ok' }])
    engine = await createTestEngine()
    await useFakeModel(engine, model)
    const untitled = await engine.handlers['session.create']({}, context)
    const named = await engine.handlers['session.create']({ title: 'Thesis chapter 2' }, context)
    const renamed: string[] = []
    engine.events.subscribe({}, (event) => {
      if (event.type === 'session-updated' && event.change === 'renamed') renamed.push(event.sessionId)
    })

    await engine.handlers['session.prompt']({ sessionId: untitled.id, prompt: 'How far is M31?' }, context)
    await engine.handlers['session.prompt']({ sessionId: named.id, prompt: 'How far is M33?' }, context)

    expect((await engine.handlers['session.get']({ id: untitled.id }, context)).title).toBe('How far is M31')
    expect((await engine.handlers['session.get']({ id: named.id }, context)).title).toBe('Thesis chapter 2')
    expect(renamed).toEqual([untitled.id])
  })
})
