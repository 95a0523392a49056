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

describe('the task list after a reload', () => {
  it('closes the session’s history as it stands, so the window shows the todo strip again', async () => {
    const engine = await makeEngine()
    const todos = [
      { id: 'a', content: 'Reduce the HARPS spectra', status: 'completed' },
      { id: 'b', content: 'Fit the radial velocities', status: 'in_progress' },
    ]
    model = await startFakeModel([
      { calls: [{ id: 't1', name: 'todo_write', arguments: { todos } }] },
      { text: 'Two steps planned.' },
    ])
    await useFakeModel(engine, model)
    const session = await engine.handlers['session.create']({}, context)
    const before = await engine.handlers['session.events']({ sessionId: session.id }, context)
    expect(before.events.some((event) => event.type === 'todo-updated')).toBe(false)
    const { runId } = await engine.handlers['session.prompt']({ sessionId: session.id, prompt: 'Plan it' }, context)
    await expect(engine.waitForRun(session.id, runId)).resolves.toBe('stop')

    const { events } = await engine.handlers['session.events']({ sessionId: session.id }, context)
    expect(events.at(-1)).toMatchObject({
      type: 'todo-updated',
      runId,
      todos: [
        { id: 'a', content: 'Reduce the HARPS spectra', status: 'completed' },
        { id: 'b', content: 'Fit the radial velocities', status: 'in_progress' },
      ],
    })
  })
})
