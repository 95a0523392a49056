import { afterEach, describe, expect, it } from 'vitest'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../helpers/fake-model/fake-model-server'
import type { FakeTurn } from '../helpers/fake-model/fake-turn'
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

/** Deep enough to overflow the stack of any recursive walk (JSON.stringify, key sorting, schema checks). */
const DEPTH = 200_000
const deepArray = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`

async function run(replies: FakeTurn[], protocol: 'native' | 'xml') {
  engine = await createTestEngine()
  server = await startFakeModel([...replies, { text: ['Understood.'] }])
  await useFakeModel(engine, server, { toolProtocol: protocol })
  return promptToEnd(engine, 'Plan it')
}

describe('threat: deeply nested JSON in a tool call', () => {
  const cases: [string, FakeTurn, 'native' | 'xml'][] = [
    [
      'native arguments',
      { calls: [{ id: 'call_deep', name: 'todo_write', arguments: `{"todos": ${deepArray}}` }] },
      'native',
    ],
    [
      'an XML parameter value',
      {
        text: [
          `<tool_call><name>todo_write</name><params><todos><![CDATA[${deepArray}]]></todos></params></tool_call>`,
        ],
      },
      'xml',
    ],
    [
      'Hermes JSON in an XML reply',
      { text: [`<tool_call>{"name": "todo_write", "arguments": {"todos": ${deepArray}}}</tool_call>`] },
      'xml',
    ],
  ]
  for (const [label, reply, protocol] of cases) {
    it(`${label}: the call fails with a clear error and the run goes on`, async () => {
      const events = await run([reply], protocol)
      expect(eventsOfType(events, 'run-end')).toMatchObject([{ reason: 'stop' }])
      const [result] = eventsOfType(events, 'tool-result')
      expect(result?.isError).toBe(true)
      expect(result?.output).toContain('nested more than 64 levels deep')
      expect(eventsOfType(events, 'todo-updated')).toEqual([])
    }, 60_000)
  }
})
