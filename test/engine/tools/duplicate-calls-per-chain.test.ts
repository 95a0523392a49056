import { afterEach, describe, expect, it } from 'vitest'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { call } from '../../helpers/fake-model/fake-turn'
import { eventsOfType, promptToEnd } from '../../helpers/prompt-to-end'
import { useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
let model: FakeModelServer | undefined
afterEach(async () => {
  await model?.close()
  model = undefined
})

const delegate = { instruction: 'Write the observing plan as todos.', max_steps: 2 }
const plan = { todos: [{ id: '1', content: 'Observe M51 in R', status: 'pending' }] }

describe('the duplicate-call detector', () => {
  it('catches a lead that delegates the same task again and again, though each subagent makes calls between', async () => {
    const engine = await makeEngine()
    model = await startFakeModel((request) => {
      const system = String(request.messages.find((message) => message.role === 'system')?.content)
      const last = request.messages.at(-1)
      if (system.includes('You are a subagent')) {
        return last?.role === 'user' && last.content === delegate.instruction
          ? { calls: [call(`call_todo_${request.messages.length}`, 'todo_write', plan)] }
          : { text: 'Wrote one todo.' }
      }
      if (String(last?.content).includes('looks like a loop')) return { text: 'I keep repeating myself; stopping.' }
      return { calls: [call(`call_delegate_${request.messages.length}`, 'subagent', delegate)] }
    })
    await useFakeModel(engine, model)
    const events = await promptToEnd(engine, 'Plan tonight’s observations.')

    expect(eventsOfType(events, 'run-end')).toMatchObject([{ reason: 'stop' }])
    const delegations = eventsOfType(events, 'tool-result').filter((result) => result.name === 'subagent')
    expect(delegations.map((result) => result.state)).toEqual(['completed', 'completed', 'error'])
    expect(delegations[2]?.output).toContain('exactly the same arguments 3 times in a row')
  })
})
