import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineTool, toolResult } from '../../../electron/main/engine/tools/define-tool'
import { testToolUi } from '../../helpers/test-tool-ui'
import { createHarness, testTool } from './executor-harness'

const searchTool = defineTool({
  name: 'web_search',
  ui: testToolUi('web_search'),
  description: 'Search the web.',
  input: z.object({
    query: z.string().describe('Search query'),
    count: z.number().int().min(1).max(50).default(10),
    ratio: z.number().optional(),
    exact: z.boolean().default(false),
    freshness: z.enum(['noLimit', 'oneDay']).default('noLimit'),
    tags: z.array(z.string()).optional(),
  }),
  execute: async (input) => toolResult(JSON.stringify(input)),
})

async function run(args: Record<string, unknown> | string) {
  const harness = createHarness({ tools: [searchTool] })
  const [result] = await harness.executor.executeTurn([{ name: 'web_search', arguments: args }], harness.turn())
  if (!result) throw new Error('no result')
  return result
}

describe('coerce → defaults → validate', () => {
  it.each([
    [{ query: 'm31' }, { query: 'm31', count: 10, exact: false, freshness: 'noLimit' }],
    [
      { query: 'm31', count: '5' },
      { query: 'm31', count: 5, exact: false, freshness: 'noLimit' },
    ],
    [
      { query: 'm31', count: ' 7 ' },
      { query: 'm31', count: 7, exact: false, freshness: 'noLimit' },
    ],
    [
      { query: 'm31', ratio: '2.5' },
      { query: 'm31', ratio: 2.5, count: 10, exact: false, freshness: 'noLimit' },
    ],
    [
      { query: 'm31', exact: 'yes' },
      { query: 'm31', count: 10, exact: true, freshness: 'noLimit' },
    ],
    [
      { query: 'm31', exact: 'TRUE' },
      { query: 'm31', count: 10, exact: true, freshness: 'noLimit' },
    ],
    [
      { query: 'm31', exact: '0' },
      { query: 'm31', count: 10, exact: false, freshness: 'noLimit' },
    ],
    [
      { query: 'm31', exact: 'no' },
      { query: 'm31', count: 10, exact: false, freshness: 'noLimit' },
    ],
    [{ query: '42' }, { query: '42', count: 10, exact: false, freshness: 'noLimit' }],
    [
      { query: 'm31', tags: '["a","b"]' },
      { query: 'm31', tags: ['a', 'b'], count: 10, exact: false, freshness: 'noLimit' },
    ],
  ])('%j runs with %j', async (args, expected) => {
    const result = await run(args)
    expect(result.state).toBe('completed')
    expect(JSON.parse(result.content)).toEqual(expected)
  })

  it.each([
    [{}, /missing required parameter "query"/],
    [{ query: 'x', colour: 'red' }, /unknown parameter "colour"/],
    [{ query: 'x', freshness: 'oneYear' }, /"freshness" must be one of noLimit, oneDay/],
    [{ query: 'x', count: '5.5' }, /"count" must be an integer \(got "5\.5"\)/],
    [{ query: 'x', count: 'ten' }, /"count" must be an integer/],
    [{ query: 'x', exact: 'maybe' }, /"exact" must be a boolean/],
    [{ query: 'x', ratio: 'abc' }, /"ratio" must be a number/],
    [{ query: 'x', count: 500 }, /"count"/],
    [{ query: 3 }, /"query" must be a string/],
  ])('%j is refused with %s', async (args, message) => {
    const result = await run(args)
    expect(result.state).toBe('error')
    expect(result.isError).toBe(true)
    expect(result.content).toMatch(message)
    expect(result.content).toMatch(/^Invalid arguments for web_search/)
  })
})

describe('call checks', () => {
  it('reports unparseable JSON arguments and __malformed__ calls as results', async () => {
    expect((await run('{"query": ')).content).toMatch(/not valid JSON/)
    expect((await run('[1,2]')).content).toMatch(/one JSON object/)
    const harness = createHarness({ tools: [searchTool] })
    const [malformed] = await harness.executor.executeTurn(
      [{ name: '__malformed__', arguments: {}, error: 'no </tool_call> and no <name>' }],
      harness.turn(),
    )
    expect(malformed).toMatchObject({ state: 'error', name: '__malformed__' })
    expect(malformed?.content).toMatch(/could not be parsed: no <\/tool_call> and no <name>/)
  })

  it('fills missing or empty call ids with call_<uuid>', async () => {
    const harness = createHarness({ tools: [testTool({ name: 'a' })] })
    const results = await harness.executor.executeTurn(
      [
        { name: 'a', arguments: { text: '1' } },
        { id: '', name: 'a', arguments: { text: '2' } },
        { id: 'kept', name: 'a', arguments: { text: '3' } },
      ],
      harness.turn(),
    )
    expect(results[0]?.callId).toMatch(/^call_[0-9a-f-]{36}$/)
    expect(results[1]?.callId).toMatch(/^call_[0-9a-f-]{36}$/)
    expect(results[0]?.callId).not.toBe(results[1]?.callId)
    expect(results[2]?.callId).toBe('kept')
  })

  it("refuses tools outside the agent's whitelist and unknown tools", async () => {
    const harness = createHarness({ tools: [testTool({ name: 'a' }), testTool({ name: 'b' })] })
    const results = await harness.executor.executeTurn(
      [
        { name: 'b', arguments: {} },
        { name: 'zzz', arguments: {} },
        { name: 'a', arguments: {} },
      ],
      harness.turn({ allowedTools: ['a', 'zzz'] }),
    )
    expect(results[0]?.content).toMatch(/b is not available to agent "main"/)
    expect(results[1]?.content).toMatch(/no tool named "zzz"/)
    expect(results[2]?.state).toBe('completed')
  })
})

describe('duplicate-call detector', () => {
  it('refuses the third consecutive identical call, across turns, whatever the key order', async () => {
    const harness = createHarness({ tools: [testTool({ name: 'a' }), testTool({ name: 'b' })] })
    const call = (args: Record<string, unknown>) =>
      harness.executor.executeTurn([{ name: 'a', arguments: args }], harness.turn())
    expect((await call({ text: 'x' }))[0]?.state).toBe('completed')
    expect((await call({ text: 'x' }))[0]?.state).toBe('completed')
    const third = (await call({ text: 'x' }))[0]
    expect(third?.state).toBe('error')
    expect(third?.content).toMatch(/exactly the same arguments 3 times in a row/)
    expect((await call({ text: 'y' }))[0]?.state).toBe('completed')
  })

  it('starts counting again in a new run of the session', async () => {
    const harness = createHarness({ tools: [testTool({ name: 'a' })], duplicateCallThreshold: 2 })
    const call = (runId: string) =>
      harness.executor.executeTurn([{ name: 'a', arguments: { text: 'x' } }], harness.turn({ runId }))
    expect((await call('r1'))[0]?.state).toBe('completed')
    expect((await call('r2'))[0]?.state).toBe('completed')
    expect((await call('r2'))[0]?.state).toBe('error')
  })

  it('resets on a different call, compares parsed arguments and honours the threshold from settings', async () => {
    const harness = createHarness({
      tools: [testTool({ name: 'a' }), testTool({ name: 'b' })],
      duplicateCallThreshold: 2,
    })
    const results = await harness.executor.executeTurn(
      [
        { name: 'a', arguments: { text: 'x' } },
        { name: 'b', arguments: { text: 'x' } },
        { name: 'a', arguments: { text: 'x' } },
        { name: 'a', arguments: '{ "text" :  "x" }' },
      ],
      harness.turn(),
    )
    expect(results.map((result) => result.state)).toEqual(['completed', 'completed', 'completed', 'error'])
    const sessionTwo = await harness.executor.executeTurn(
      [
        { name: 'b', arguments: {} },
        { name: 'b', arguments: {} },
      ],
      harness.turn({ sessionId: 's2' }),
    )
    expect(sessionTwo.map((result) => result.state)).toEqual(['completed', 'error'])
  })
})
