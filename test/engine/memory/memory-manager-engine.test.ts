import { afterEach, describe, expect, it } from 'vitest'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { type TestEngine, useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const models: FakeModelServer[] = []
afterEach(async () => {
  for (const model of models.splice(0)) await model.close()
})
const context = { signal: new AbortController().signal }

const kept = 'The user fits galaxy rotation curves with an NFW dark matter halo profile.'
const turnedOff = 'The user prefers cosmological distances computed with Planck 2018 parameters.'
const deleted = 'The user keeps observing logs for the Calar Alto telescope in a spreadsheet.'

async function run(engine: TestEngine, prompt: string) {
  const session = await engine.handlers['session.create']({}, context)
  const { runId } = await engine.handlers['session.prompt']({ sessionId: session.id, prompt }, context)
  expect(await engine.waitForRun(session.id, runId)).toBe('stop')
}

const systemOf = (request: { messages: { role: string; content?: unknown }[] } | undefined) =>
  String(request?.messages.find((message) => message.role === 'system')?.content ?? '')

const save = (id: string, content: string) => ({ id, name: 'save_memory', arguments: { content, category: 'fact' } })

describe('Settings → Memory through the engine', () => {
  it('recalls an enabled memory in a later session, not one turned off or deleted, and none while memory is off', async () => {
    const engine = await makeEngine()
    const model = await startFakeModel([
      { calls: [save('m1', kept), save('m2', turnedOff), save('m3', deleted)] },
      { text: 'Saved three things.' },
      { text: 'NFW it is.' },
      { text: 'Nothing to recall.' },
      { calls: [save('m4', 'The user reduces spectra with IRAF and wants air wavelengths.')] },
      { text: 'Memory is off.' },
    ])
    models.push(model)
    await useFakeModel(engine, model)
    await run(engine, 'Remember how I work.')

    const memories = await engine.handlers['memory.list']({}, context)
    expect(memories.map((memory) => memory.content)).toEqual([kept, turnedOff, deleted])
    const idOf = (content: string) => memories.find((memory) => memory.content === content)?.id ?? ''
    const edited = await engine.handlers['memory.update'](
      { id: idOf(turnedOff), enabled: false, content: `${turnedOff} Always.` },
      context,
    )
    expect(edited).toMatchObject({ enabled: false, content: `${turnedOff} Always.`, updatedAt: expect.any(Number) })
    expect(await engine.handlers['memory.delete']({ id: idOf(deleted) }, context)).toEqual({ deleted: true })

    await run(engine, 'Which halo profile should I use for NGC 3198?')
    const second = systemOf(model.requests()[2])
    expect(second).toContain(kept)
    expect(second).not.toContain('Planck 2018')
    expect(second).not.toContain('Calar Alto')

    await engine.handlers['settings.set']({ patch: { memory: { enabled: false } }, secrets: [] }, context)
    await run(engine, 'Which halo profile again?')
    expect(systemOf(model.requests()[3])).not.toContain('<memories>')

    await run(engine, 'Remember that I use IRAF.')
    const refused = engine.events
      .replay({ types: ['tool-result'] })
      .find((event) => event.type === 'tool-result' && event.toolCallId === 'm4')
    expect(refused).toMatchObject({ isError: true })
    expect(refused?.type === 'tool-result' && refused.output).toContain('Settings → Memory')
    expect((await engine.handlers['memory.list']({}, context)).map((memory) => memory.content)).toEqual([
      kept,
      `${turnedOff} Always.`,
    ])
  })
})
