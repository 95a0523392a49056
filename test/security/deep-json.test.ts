import { afterEach, describe, expect, it } from 'vitest'
import type { LoopbackServer } from '../helpers/loopback-server'
import { eventsOfType, promptToEnd, type ScriptedReply, useScriptedProvider } from '../helpers/scripted-provider'
import { createTestEngine, type TestEngine } from '../helpers/test-engine'

let engine: TestEngine | undefined
let server: LoopbackServer | undefined
afterEach(async () => {
  await engine?.dispose()
  await server?.close()
  engine = undefined
  server = undefined
})

/** Deep enough to overflow the stack of any recursive walk (JSON.stringify, key sorting, schema checks). */
const DEPTH = 200_000
const deepArray = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`

async function run(replies: ScriptedReply[], protocol: 'native' | 'xml') {
  engine = await createTestEngine()
  server = await useScriptedProvider(engine, [...replies, { content: ['Understood.'] }], protocol)
  return promptToEnd(engine, 'Plan it')
}

describe('threat: deeply nested JSON in a tool call', () => {
  const cases: [string, ScriptedReply, 'native' | 'xml'][] = [
    [
      'native arguments',
      {
        toolCalls: [
          {
            index: 0,
            id: 'call_deep',
            type: 'function',
            function: { name: 'todo_write', arguments: `{"todos": ${deepArray}}` },
          },
        ],
      },
      'native',
    ],
    [
      'an XML parameter value',
      {
        content: [
          `<tool_call><name>todo_write</name><params><todos><![CDATA[${deepArray}]]></todos></params></tool_call>`,
        ],
      },
      'xml',
    ],
    [
      'Hermes JSON in an XML reply',
      { content: [`<tool_call>{"name": "todo_write", "arguments": {"todos": ${deepArray}}}</tool_call>`] },
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
