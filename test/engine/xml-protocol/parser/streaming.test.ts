import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  createStreamingToolCallParser,
  MALFORMED_TOOL_NAME,
  type ParsedToolCall,
  parseToolCalls,
} from '../../../../electron/main/engine/xml-protocol/parser'
import { FIXTURE_TOOLS, loadFixtureCases } from './fixture-cases'

const knownTools = [...FIXTURE_TOOLS, 'web_search', 'web_fetch', 'create_artifact']

const crafted = [
  'Plain answer with a < b and <em>tags</em>, no calls.',
  'Intro\n<tool_call>\n  <name>web_search</name>\n  <params>\n    <query><![CDATA[a <tool_call> ]]]]><![CDATA[> b]]></query>\n  </params>\n</tool_call>\nOutro',
  'Two: <tool_call><name=web_fetch</name><params><url><![CDATA[u]]></url></tool_call><tool_call>{"name":"web_search","arguments":{"query":"x"}}</tool_call> end',
  '```xml\n<read_file><path>a</path></read_file>\n\n<read_file><path>b</path></read_file>\n```\nAfter the fence.',
  '```python\nprint("<b>")\n```\ntext <function=web_search>\n<parameter=query>\nq\n</parameter>\n</function> tail',
  '<tool_call><name>web_search</name><params><query><![CDATA[unclosed',
  '<web_fetch><params><url>https://x</url></params></web_fetch>` and ``',
  'Here <read_file><path>x</path> then prose </read_file> and <tool_call>',
  '<tool_call>{"name": "web_search", "arguments": {"query": "trunc',
  '<tool_call><web_fetch><params><url><![CDATA[https://a.b]]></url></params></web_fetch></tool_call>',
  '<tool_call><name=call_subagent</name><params><agent_name><![CDATA[w]]></agent_name></params></tool_call>',
  '<tool_call><name>create_artifact</name><params><content><![CDATA[# T\n]]><title><![CDATA[T]]></title></params></tool_call>',
  '<tool_call><name>web_search</name><query><![CDATA[q]]></query><params><count>3</count></params><params><x>1</x>',
  '<tool_call name="web_search"><params><query><![CDATA[q]]></query></params></tool_call>',
  '<tool_call>[{"name": "a", "arguments": {}}, {"name": "b"}] tail</tool_call>',
  'Use `<read_file>` to read.\n<tool_call>please search</tool_call>',
  'A <function_calls><invoke name="read_file"><parameter name="path">a</parameter></invoke><invoke name="b"></function_calls> B',
  '<function_calls><invoke name="web_search"><parameter name="query">x</parameter>',
  '<tool_call><name>read_file</name><params><path><![CDATA[src/ma',
  '<read_file><path>src/ma',
  '<function=web_search>\n<parameter=query>\nSgr A*\n<parameter=count>\n3\n</function> after',
  'I will write a <tool_call> block as instructed, ending with </tool_call>. Then <tool_call> again',
  '<think>Should I call <tool_call><name>read_file</name> here? Maybe not.</think>Answer <think>second</think>.',
  '<think>cut off inside the reasoning </thi',
]

const samples = [...loadFixtureCases().map((entry) => entry.input), ...crafted]

interface Streamed {
  text: string
  reasoning: string
  calls: ParsedToolCall[]
  warnings: string[]
}

/** Feeds `input` cut at `cuts`, checking after every push that nothing emitted so far will be taken back. */
function streamAndCheck(input: string, cuts: number[], expected: Streamed): Streamed {
  const parser = createStreamingToolCallParser({ knownTools })
  const sorted = [...new Set(cuts)].sort((left, right) => left - right)
  const streamed: Streamed = { text: '', reasoning: '', calls: [], warnings: [] }
  const absorb = (update: Streamed) => {
    streamed.text += update.text
    streamed.reasoning += update.reasoning
    streamed.calls.push(...update.calls)
    streamed.warnings.push(...update.warnings)
    expect(expected.text.startsWith(streamed.text)).toBe(true)
    expect(expected.reasoning.startsWith(streamed.reasoning)).toBe(true)
    expect(streamed.calls).toEqual(expected.calls.slice(0, streamed.calls.length))
  }
  let previous = 0
  for (const cut of [...sorted, input.length]) {
    absorb(parser.push(input.slice(previous, cut)))
    previous = cut
  }
  absorb(parser.finish())
  return streamed
}

describe('streaming parser', () => {
  it('gives the one-shot result for every sample cut at random boundaries', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: samples.length - 1 }),
        fc.array(fc.nat(), { maxLength: 40 }),
        (index, rawCuts) => {
          const input = samples[index] ?? ''
          const expected = parseToolCalls(input, { knownTools })
          const cuts = rawCuts.map((cut) => cut % (input.length + 1))
          expect(streamAndCheck(input, cuts, expected)).toEqual(expected)
        },
      ),
      { numRuns: 600 },
    )
  }, 60_000)

  it('gives the one-shot result when fed one character at a time', () => {
    for (const input of samples) {
      const expected = parseToolCalls(input, { knownTools })
      const cuts = Array.from({ length: input.length }, (_, index) => index)
      expect(streamAndCheck(input, cuts, expected)).toEqual(expected)
    }
  })

  it('holds back a possible tag prefix and releases it once it is plainly text', () => {
    const parser = createStreamingToolCallParser({ knownTools })
    expect(parser.push('Hello <tool_c').text).toBe('Hello ')
    expect(parser.push('ar> is not a call').text).toBe('<tool_car> is not a call')
    expect(parser.push(' <read_fi').text).toBe(' ')
    expect(parser.push('sh>').text).toBe('<read_fish>')
  })

  it('emits a call as soon as it is closed, before the stream ends, and nothing for an open one', () => {
    const parser = createStreamingToolCallParser({ knownTools })
    const opening = parser.push('Reading.<read_file><path>a.txt</path>')
    expect(opening).toEqual({ text: 'Reading.', reasoning: '', calls: [], warnings: [] })
    const closed = parser.push('</read_file> More')
    expect(closed.calls.map((call) => [call.name, { ...call.params }])).toEqual([['read_file', { path: 'a.txt' }]])
    expect(closed.text).toBe(' More')
    expect(parser.finish()).toEqual({ text: '', reasoning: '', calls: [], warnings: [] })
  })

  it('repairs an unclosed final call on finish()', () => {
    const parser = createStreamingToolCallParser({ knownTools })
    parser.push('<tool_call><name>web_search</name><params><query><![CDATA[q]]></query>')
    const flushed = parser.finish()
    expect(flushed.calls.map((call) => [call.name, call.complete])).toEqual([['web_search', false]])
    expect(flushed.warnings).toEqual([
      'web_search: a missing </params> was added',
      'web_search: the closing tag of the call was missing and was added',
    ])
  })

  it('streams <think> reasoning as it arrives, with the tags split across chunks, and never reads calls in it', () => {
    const parser = createStreamingToolCallParser({ knownTools })
    const updates = [
      parser.push('<thi'),
      parser.push('nk>Let me think about <read_file>'),
      parser.push('<path>x</path></read_file> more </th'),
      parser.push('ink>Done.<read_file><path>a</path></read_file>'),
      parser.finish(),
    ]
    expect(updates.map((update) => update.reasoning)).toEqual([
      '',
      'Let me think about <read_file>',
      '<path>x</path></read_file> more ',
      '',
      '',
    ])
    expect(updates.map((update) => update.text).join('')).toBe('Done.')
    expect(updates.flatMap((update) => update.calls).map((call) => [call.name, { ...call.params }])).toEqual([
      ['read_file', { path: 'a' }],
    ])
  })

  it('emits no call for one cut off at the end of the stream, only the truncation error on finish()', () => {
    const parser = createStreamingToolCallParser({ knownTools })
    expect(parser.push('<tool_call><name>read_file</name><params><path><![CDATA[src/').calls).toEqual([])
    const [call] = parser.finish().calls
    expect(call?.name).toBe(MALFORMED_TOOL_NAME)
    expect(call?.error).toContain('read_file was cut off')
  })

  it('refuses input after finish()', () => {
    const parser = createStreamingToolCallParser({ knownTools })
    parser.finish()
    expect(() => parser.push('x')).toThrow(/already finished/)
  })
})
