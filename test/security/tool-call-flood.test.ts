import { afterEach, describe, expect, it } from 'vitest'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../helpers/fake-model/fake-model-server'
import { eventsOfType, promptToEnd } from '../helpers/prompt-to-end'
import { createTestEngine, type TestEngine } from '../helpers/test-engine'

let engine: TestEngine | undefined
let server: FakeModelServer | undefined
afterEach(async () => {
  await engine?.dispose()
  await server?.close()
  engine = undefined
  server = undefined
})

const CALLS = 1_000
const LIMIT = 64
const todoCall = (index: number) =>
  `<tool_call><name>todo_write</name><params><todos><![CDATA[[{"id": "t${index}", "content": "Task ${index}", "status": "pending"}]]]></todos></params></tool_call>`

describe('threat: one model reply floods the executor with tool calls', () => {
  it(`an XML reply of ${CALLS} calls runs the first ${LIMIT}; the next is refused with the limit, the rest dropped`, async () => {
    engine = await createTestEngine()
    const flood = Array.from({ length: CALLS }, (_, index) => todoCall(index)).join('\n')
    server = await startFakeModel([{ text: [flood] }, { text: ['Done.'] }])
    await useFakeModel(engine, server, { toolProtocol: 'xml' })
    const events = await promptToEnd(engine, 'Make a very long plan')

    expect(eventsOfType(events, 'run-end')).toMatchObject([{ reason: 'stop' }])
    const results = eventsOfType(events, 'tool-result')
    expect(results).toHaveLength(LIMIT + 1)
    // Results arrive as calls finish (concurrently), so the refusal is found by its state, not its position.
    const ran = results.filter((result) => !result.isError)
    expect(ran.map((result) => result.name)).toEqual(Array(LIMIT).fill('todo_write'))
    expect(eventsOfType(events, 'todo-updated')).toHaveLength(LIMIT)
    const refused = results.filter((result) => result.isError)
    expect(refused).toHaveLength(1)
    expect(refused[0]?.output).toContain(`more than ${LIMIT} tool calls in one reply`)
    // The model's next request holds the 65 calls it is answered for, not all 1,000.
    const history = JSON.stringify(server.requests()[1]?.messages)
    expect(history.split('<tool_result').length - 1).toBe(LIMIT + 1)
  }, 60_000)

  it('native tool calls are capped the same way', async () => {
    engine = await createTestEngine()
    const calls = Array.from({ length: 200 }, (_, index) => ({
      id: `call_${index}`,
      name: 'todo_write',
      arguments: { todos: [{ id: `t${index}`, content: `Task ${index}`, status: 'pending' }] },
    }))
    server = await startFakeModel([{ calls }, { text: ['Done.'] }])
    await useFakeModel(engine, server, { toolProtocol: 'native' })
    const events = await promptToEnd(engine, 'Make a long plan')
    const results = eventsOfType(events, 'tool-result')
    expect(results).toHaveLength(LIMIT + 1)
    const refused = results.find((result) => result.toolCallId === `call_${LIMIT}`)
    expect(refused?.output).toContain(`more than ${LIMIT} tool calls in one reply`)
    expect((server.requests()[1]?.messages ?? []).filter((message) => message.role === 'tool')).toHaveLength(LIMIT + 1)
  }, 60_000)
})
