import { describe, expect, it } from 'vitest'
import { MALFORMED_TOOL_NAME, parseToolCalls } from '../../../../electron/main/engine/xml-protocol/parser'

const knownTools = ['web_search', 'read_file', 'file_write']
const parse = (text: string) => parseToolCalls(text, { knownTools })
const summary = (text: string) =>
  parse(text).calls.map((call) => ({ name: call.name, params: { ...call.params }, error: call.error }))

describe('a call cut off at the end of the output is never run with partial arguments', () => {
  const truncated: [string, string, string][] = [
    [
      'unterminated CDATA',
      '<tool_call><name>file_write</name><params><path><![CDATA[notes.md]]></path><content><![CDATA[# Results\nThe ma',
      'the call to file_write was cut off (<content> never ended',
    ],
    [
      'output ending between the two CDATA sections of an escaped "]]>"',
      '<tool_call><name>web_search</name><params><query><![CDATA[a]]]]>',
      'the call to web_search was cut off (<query> never ended',
    ],
    [
      'unterminated plain value',
      '<tool_call><name>web_search</name><params><query>Sgr A* flares',
      'the call to web_search was cut off (<query> never ended',
    ],
    ['unterminated value in a tool-name tag', '<read_file><path>src/ma', 'the call to read_file was cut off (<path>'],
    [
      'unterminated Qwen-coder parameter',
      '<tool_call>\n<function=web_search>\n<parameter=query>\nSgr A',
      'the call to web_search was cut off (<parameter=query> never ended',
    ],
    [
      'unterminated Hermes JSON',
      '<tool_call>{"name": "web_search", "arguments": {"query": "half',
      'the call to web_search was cut off (the JSON of the call never ended',
    ],
    [
      'unterminated Llama JSON arguments',
      '<function=web_search>{"query": "quas',
      'the call to web_search was cut off (the JSON arguments never ended',
    ],
    [
      'unterminated invoke parameter',
      '<function_calls><invoke name="read_file"><parameter name="path">src/ma',
      'the call to read_file was cut off (<parameter name="path"> never ended',
    ],
  ]
  for (const [label, text, message] of truncated) {
    it(label, () => {
      const calls = summary(text)
      expect(calls).toHaveLength(1)
      expect(calls[0]).toMatchObject({ name: MALFORMED_TOOL_NAME, params: {} })
      expect(calls[0]?.error).toContain(message)
      expect(calls[0]?.error).toContain('so it was not run. Send the whole call again')
    })
  }

  it('a call whose values all ended is still read when only its closing tags are missing', () => {
    expect(summary('<tool_call><name>web_search</name><params><query><![CDATA[M87]]></query>')).toEqual([
      { name: 'web_search', params: { query: 'M87' }, error: undefined },
    ])
  })

  it('the earlier, complete calls of the output still run', () => {
    const calls = summary(
      '<read_file><path>a.md</path></read_file>\n<tool_call><name>web_search</name><params><query><![CDATA[tru',
    )
    expect(calls.map((call) => call.name)).toEqual(['read_file', MALFORMED_TOOL_NAME])
    expect(calls[0]?.params).toEqual({ path: 'a.md' })
  })
})

describe('Qwen-coder <function=…><parameter=…> values left unclosed', () => {
  it('a new <parameter= ends the value before it', () => {
    const result = parse(
      '<function=web_search>\n<parameter=query>\nSgr A*\n<parameter=count>\n3\n</parameter>\n</function>',
    )
    expect(result.calls.map((call) => [call.name, { ...call.params }])).toEqual([
      ['web_search', { query: 'Sgr A*', count: '3' }],
    ])
    expect(result.warnings).toEqual([
      'web_search: <parameter=query> was never closed; its value ended where the next <parameter= begins',
    ])
  })

  it('</function> ends the last value, inside <tool_call> as well', () => {
    const result = parse(
      '<tool_call>\n<function=web_search>\n<parameter=query>\nM31\n<parameter=count>\n5\n</function>\n</tool_call> done',
    )
    expect(result.calls.map((call) => [call.name, { ...call.params }, call.complete])).toEqual([
      ['web_search', { query: 'M31', count: '5' }, true],
    ])
    expect(result.text).toBe(' done')
  })

  it('a <parameter= inside a CDATA value is part of the value', () => {
    const result = parse(
      '<function=file_write><parameter=content><![CDATA[use <parameter=x> here]]></parameter><parameter=path>a</function>',
    )
    expect({ ...result.calls[0]?.params }).toEqual({ content: 'use <parameter=x> here', path: 'a' })
  })
})

describe('prose that mentions <tool_call>', () => {
  const prose = [
    'I will wrap each call in a <tool_call> block, as the instructions say.',
    'The <tool_call> and </tool_call> tags mark a call.',
    'Step one: <tool_call>',
  ]
  for (const text of prose) {
    it(JSON.stringify(text), () => {
      expect(parse(text)).toEqual({ text, reasoning: '', calls: [], warnings: [] })
    })
  }

  it('a real call after a mention is still read', () => {
    const result = parse('Using a <tool_call> now: <tool_call><name>web_search</name></tool_call>')
    expect(result.calls.map((call) => call.name)).toEqual(['web_search'])
    expect(result.text).toBe('Using a <tool_call> now: ')
    const functionCall = parse('In a <tool_call> block:\n<function=web_search>\n<parameter=query>\nM87\n</function>')
    expect(functionCall.calls.map((call) => [call.name, { ...call.params }])).toEqual([
      ['web_search', { query: 'M87' }],
    ])
    expect(functionCall.text).toBe('In a <tool_call> block:\n')
  })
})

describe('<think> blocks of reasoning models served without a reasoning parser', () => {
  it('are reasoning, not text, and calls written inside them are not read', () => {
    const result = parse(
      '<think>I could call <tool_call><name>web_search</name><params><query>x</query></params></tool_call> first.</think>\nThe answer is 42.',
    )
    expect(result.calls).toEqual([])
    expect(result.reasoning).toBe(
      'I could call <tool_call><name>web_search</name><params><query>x</query></params></tool_call> first.',
    )
    expect(result.text).toBe('\nThe answer is 42.')
  })

  it('a call after the block is read', () => {
    const result = parse('<think>read it</think><read_file><path>a.md</path></read_file>')
    expect(result.reasoning).toBe('read it')
    expect(result.calls.map((call) => [call.name, { ...call.params }])).toEqual([['read_file', { path: 'a.md' }]])
  })

  it('a block the output ends inside is reasoning to the end', () => {
    const result = parse('<think>still thinking <read_file><path>a</path></read_file>')
    expect(result).toEqual({
      text: '',
      reasoning: 'still thinking <read_file><path>a</path></read_file>',
      calls: [],
      warnings: [],
    })
  })

  it('<think> in inline code or inside a CDATA value is not a block', () => {
    const inline = parse('Models write `<think>` first.')
    expect([inline.text, inline.reasoning]).toEqual(['Models write `<think>` first.', ''])
    const value = parse(
      '<tool_call><name>file_write</name><params><content><![CDATA[<think>x]]></content></params></tool_call>',
    )
    expect(value.calls[0]?.params.content).toBe('<think>x')
  })
})
