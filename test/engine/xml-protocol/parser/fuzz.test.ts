import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  createStreamingToolCallParser,
  formatToolCall,
  MALFORMED_TOOL_NAME,
  parseToolCalls,
} from '../../../../electron/main/engine/xml-protocol/parser'
import { markupSoup, wellFormedCall } from './generators'
import { measureWork } from './work-meter'

const knownTools = ['read_file', 'web_search']

describe('fuzz', () => {
  it('never throws on 10,000 generated inputs, and every call it returns is well-formed', () => {
    fc.assert(
      fc.property(fc.oneof(markupSoup, fc.string({ unit: 'binary', maxLength: 200 })), (input) => {
        const result = parseToolCalls(input, { knownTools })
        for (const call of result.calls) {
          expect(input.includes(call.raw)).toBe(true)
          expect(Object.values(call.params).every((value) => typeof value === 'string')).toBe(true)
          if (call.name === MALFORMED_TOOL_NAME) expect(call.error).toMatch(/\S/)
          else expect(call.error).toBeUndefined()
        }
      }),
      { numRuns: 10_000 },
    )
  }, 60_000)

  it('streams generated inputs at random cuts to the same result as the one-shot parse', () => {
    fc.assert(
      fc.property(markupSoup, fc.array(fc.nat(), { maxLength: 12 }), (input, rawCuts) => {
        const cuts = [...new Set(rawCuts.map((cut) => cut % (input.length + 1)))].sort((left, right) => left - right)
        const parser = createStreamingToolCallParser({ knownTools })
        const updates = []
        let previous = 0
        for (const cut of [...cuts, input.length]) {
          updates.push(parser.push(input.slice(previous, cut)))
          previous = cut
        }
        updates.push(parser.finish())
        expect({
          text: updates.map((update) => update.text).join(''),
          reasoning: updates.map((update) => update.reasoning).join(''),
          calls: updates.flatMap((update) => update.calls),
          warnings: updates.flatMap((update) => update.warnings),
        }).toEqual(parseToolCalls(input, { knownTools }))
      }),
      { numRuns: 3_000 },
    )
  }, 60_000)

  it('never returns a call with a value cut short when the output stops inside a well-formed call', () => {
    fc.assert(
      fc.property(wellFormedCall, fc.nat(), (call, rawCut) => {
        const text = formatToolCall(call)
        const cut = text.slice(0, rawCut % text.length)
        for (const parsed of parseToolCalls(cut, { knownTools }).calls) {
          if (parsed.name === MALFORMED_TOOL_NAME) continue
          expect(parsed.name).toBe(call.name)
          for (const [key, value] of Object.entries(parsed.params)) expect(value).toBe(call.params[key])
        }
      }),
      { numRuns: 3_000 },
    )
  }, 60_000)

  it('round-trips well-formed calls through formatToolCall and parseToolCalls exactly', () => {
    fc.assert(
      fc.property(fc.array(wellFormedCall, { minLength: 1, maxLength: 3 }), (calls) => {
        const text = calls.map(formatToolCall).join('\nand then\n')
        const result = parseToolCalls(text, { knownTools: [] })
        expect(result.warnings).toEqual([])
        expect(result.calls.map((call) => ({ name: call.name, params: { ...call.params } }))).toEqual(calls)
        expect(result.text).toBe('\nand then\n'.repeat(calls.length - 1))
      }),
      { numRuns: 3_000 },
    )
  }, 60_000)
})

/** Inputs built to make a careless parser rescan: unclosed openings, candidates that never fit, deep repeats. */
const adversarial: Record<string, (count: number) => string> = {
  'unclosed <tool_call> openings': (count) => '<tool_call>'.repeat(count),
  'unclosed parameters': (count) => `<tool_call><name>x</name><params>${'<p>'.repeat(count)}`,
  'closing tags never followed by markup': (count) => `<read_file>${'<path>a</path>b'.repeat(count)}`,
  'unclosed tool-name tags': (count) => '<read_file>'.repeat(count),
  'attribute openings without ">"': (count) => '<tool_call '.repeat(count),
  'unclosed CDATA parameters': (count) => `<tool_call>${'<a><![CDATA['.repeat(count)}`,
  'text full of "<"': (count) => 'a < b '.repeat(count),
  'fence lines': (count) => '```xml\n'.repeat(count),
  'think blocks': (count) => '<think>a</think>'.repeat(count),
  'an open think block full of partial closers': (count) => `<think>${'</thi x '.repeat(count)}`,
  'prose mentions of <tool_call>': (count) => 'use a <tool_call> tag; '.repeat(count),
  'function parameters without </parameter>': (count) => `<function=x>${'<parameter=a>v '.repeat(count)}</function>`,
  'function openings': (count) => '<function='.repeat(count),
  'unclosed function parameters': (count) => `<function=x>${'<parameter=a>'.repeat(count)}`,
  'parameter= openings without ">"': (count) => `<function=x>${'<parameter=a'.repeat(count)}`,
  'unterminated JSON strings': (count) => '<tool_call>{"a":"'.repeat(count),
  'pattern fallback on JSON-like text': (count) => `<tool_call>x "name": "y", ${'"a": "'.repeat(count)}`,
  'name= openings': (count) => `<tool_call>${'<name='.repeat(count)}`,
  'invoke openings without ">"': (count) => `<function_calls>${'<invoke name="a'.repeat(count)}`,
  'unclosed invoke parameters': (count) => `<function_calls><invoke name="x">${'<parameter name="a">'.repeat(count)}`,
  'well-formed calls': (count) =>
    '<tool_call><name>web_search</name><params><query><![CDATA[x]]></query></params></tool_call>\n'.repeat(count),
}

function streamInSmallChunks(input: string): void {
  const parser = createStreamingToolCallParser({ knownTools })
  for (let start = 0; start < input.length; start += 5) parser.push(input.slice(start, start + 5))
  parser.finish()
}

describe('work grows linearly with input size (characters examined, not time)', () => {
  it('the meter sees the work of string searches and regular expressions', () => {
    expect(measureWork(() => 'b'.repeat(1000).indexOf('a'))).toBeGreaterThanOrEqual(1000)
    expect(measureWork(() => /a/.test('b'.repeat(1000)))).toBeGreaterThanOrEqual(1000)
  })

  for (const [name, build] of Object.entries(adversarial)) {
    it(name, () => {
      const small = build(1000)
      const large = build(2000)
      const oneShot = (input: string) => measureWork(() => parseToolCalls(input, { knownTools }))
      const streamed = (input: string) => measureWork(() => streamInSmallChunks(input))
      // Doubling the input must roughly double the work (a quadratic parser would quadruple it).
      expect(oneShot(large) / oneShot(small)).toBeLessThan(2.5)
      expect(streamed(large) / streamed(small)).toBeLessThan(2.5)
      expect(oneShot(large) / large.length).toBeLessThan(100)
    })
  }

  it('stays within a constant number of steps per character on generated inputs', () => {
    fc.assert(
      fc.property(markupSoup, (input) => {
        const work = measureWork(() => parseToolCalls(input, { knownTools }))
        expect(work).toBeLessThan(200 * input.length + 2_000)
      }),
      { numRuns: 500 },
    )
  }, 60_000)
})
