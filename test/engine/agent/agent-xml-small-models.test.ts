import { afterEach, describe, expect, it } from 'vitest'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { eventsOfType, promptToEnd } from '../../helpers/prompt-to-end'
import { createTestEngine, type TestEngine } from '../../helpers/test-engine'

let engine: TestEngine | undefined
let server: FakeModelServer | undefined
afterEach(async () => {
  await engine?.dispose()
  await server?.close()
  engine = undefined
  server = undefined
})

const todos = '[{"id": "1", "content": "Find the maser papers", "status": "in_progress"}]'

describe('XML tool calls from a small model, through the engine and the agent loop', () => {
  it('feeds back a call cut off at the end of the output without running it; the resent call runs', async () => {
    engine = await createTestEngine()
    server = await startFakeModel([
      {
        // The reply stops inside the CDATA of <todos> (the server's output limit): the JSON so far is partial.
        text: [
          '<thi',
          'nk>A plan first. <tool_call><name>todo_write</name></tool_call> is the tool.</th',
          'ink>Planning.\n<tool_call><name>todo_write</name><params><todos><![CDATA[[{"id": "1", "content": "Fi',
        ],
        finishReason: 'length',
      },
      {
        text: [`<tool_call><name>todo_write</name><params><todos><![CDATA[${todos}]]></todos></params></tool_call>`],
      },
      { text: ['The plan is saved.'] },
    ])
    await useFakeModel(engine, server, { toolProtocol: 'xml' })
    const events = await promptToEnd(engine, 'Plan a review of the NGC 4258 maser distance')

    expect(eventsOfType(events, 'run-end')).toMatchObject([{ reason: 'stop' }])
    const results = eventsOfType(events, 'tool-result')
    expect(results.map((result) => [result.name, result.isError])).toEqual([
      ['__malformed__', true],
      ['todo_write', false],
    ])
    expect(results[0]?.output).toContain('the call to todo_write was cut off (<todos> never ended')
    // The truncated call never ran: the only task-list update is the resent call's.
    expect(eventsOfType(events, 'todo-updated').map((event) => event.todos.map((todo) => todo.content))).toEqual([
      ['Find the maser papers'],
    ])
    // The model is told, in its next request, to send the call again.
    expect(JSON.stringify(server.requests()[1]?.messages.at(-1)?.content)).toContain('Send the whole call again')

    const reasoning = eventsOfType(events, 'reasoning-delta')
      .map((event) => event.delta)
      .join('')
    expect(reasoning).toBe('A plan first. <tool_call><name>todo_write</name></tool_call> is the tool.')
    const text = eventsOfType(events, 'text-delta')
      .map((event) => event.delta)
      .join('')
    expect(text).toBe('Planning.\nThe plan is saved.')
  })

  it('reads Qwen-coder parameters left unclosed, and leaves prose about <tool_call> as text', async () => {
    engine = await createTestEngine()
    server = await startFakeModel([
      {
        text: [
          'I will answer in a <tool_call> block.\n<function=todo_write>\n<parameter=todos>\n',
          `${todos}\n</function>`,
        ],
      },
      { text: ['Done.'] },
    ])
    await useFakeModel(engine, server, { toolProtocol: 'xml' })
    const events = await promptToEnd(engine, 'Plan it')
    expect(eventsOfType(events, 'tool-result').map((result) => [result.name, result.isError])).toEqual([
      ['todo_write', false],
    ])
    expect(eventsOfType(events, 'todo-updated')).toHaveLength(1)
    const text = eventsOfType(events, 'text-delta')
      .map((event) => event.delta)
      .join('')
    expect(text).toBe('I will answer in a <tool_call> block.\nDone.')
  })
})
