import { afterEach, describe, expect, it } from 'vitest'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const models: FakeModelServer[] = []
afterEach(async () => {
  for (const model of models.splice(0)) await model.close()
})
const context = { signal: new AbortController().signal }

describe('session.metrics', () => {
  it('counts each session’s tool calls by outcome from the registered metrics hook', async () => {
    const engine = await makeEngine()
    const model = await startFakeModel([
      {
        calls: [
          { id: 't1', name: 'todo_write', arguments: { todos: [] } },
          { id: 'r1', name: 'read_file', arguments: { path: 'missing.txt' } },
        ],
      },
      { calls: [{ id: 't2', name: 'todo_write', arguments: { todos: [] } }] },
      { text: 'Done.' },
    ])
    models.push(model)
    await useFakeModel(engine, model)
    const session = await engine.handlers['session.create']({}, context)
    const other = await engine.handlers['session.create']({}, context)
    const { runId } = await engine.handlers['session.prompt']({ sessionId: session.id, prompt: 'Plan' }, context)
    await expect(engine.waitForRun(session.id, runId)).resolves.toBe('stop')

    const { tools } = await engine.handlers['session.metrics']({ sessionId: session.id }, context)
    expect(tools.todo_write).toMatchObject({ calls: 2, completed: 2, errors: 0 })
    expect(tools.read_file).toMatchObject({ calls: 1, completed: 0, errors: 1 })
    expect(tools.todo_write?.maxDurationMs).toBeLessThanOrEqual(tools.todo_write?.totalDurationMs ?? -1)
    await expect(engine.handlers['session.metrics']({ sessionId: other.id }, context)).resolves.toEqual({ tools: {} })

    await engine.handlers['session.delete']({ id: session.id }, context)
    await expect(engine.handlers['session.metrics']({ sessionId: session.id }, context)).resolves.toEqual({ tools: {} })
  })
})
