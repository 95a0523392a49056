import { describe, expect, it } from 'vitest'
import {
  createStreamingToolCallParser,
  MALFORMED_TOOL_NAME,
  parseToolCalls,
} from '../../../../electron/main/engine/xml-protocol/parser'

const knownTools = ['web_search', 'web_fetch', 'create_artifact', 'call_subagent', 'read_file']
const parse = (text: string) => parseToolCalls(text, { knownTools })
const plain = (params: Record<string, string>) => ({ ...params })

describe('standard ArtifactFlow format', () => {
  it('reads the seed example without warnings and keeps the surrounding text', () => {
    const result = parse(`Let me search.
<tool_call>
  <name>web_search</name>
  <params>
    <query><![CDATA[python async tutorial]]></query>
    <count><![CDATA[10]]></count>
  </params>
</tool_call>
Done.`)
    expect(result.calls).toHaveLength(1)
    expect(result.calls[0]?.name).toBe('web_search')
    expect(plain(result.calls[0]?.params ?? {})).toEqual({ query: 'python async tutorial', count: '10' })
    expect(result.calls[0]?.complete).toBe(true)
    expect(result.warnings).toEqual([])
    expect(result.text).toBe('Let me search.\n\nDone.')
  })

  it('reads several calls in order', () => {
    const one = '<tool_call><name>web_search</name><params><query><![CDATA[a]]></query></params></tool_call>'
    const two = '<tool_call><name>web_fetch</name><params><url><![CDATA[https://x]]></url></params></tool_call>'
    const result = parse(`${one} then ${two}`)
    expect(result.calls.map((call) => call.name)).toEqual(['web_search', 'web_fetch'])
    expect(result.text).toBe(' then ')
  })

  it('keeps CDATA byte for byte: whitespace, markup, entities and the tool_call tags themselves', () => {
    const content = '  <b>x</b> &amp; </tool_call> <tool_call>\n\t"quotes" {json}\n'
    const result = parse(
      `<tool_call><name>create_artifact</name><params><content><![CDATA[${content}]]></content></params></tool_call>`,
    )
    expect(result.calls).toHaveLength(1)
    expect(result.calls[0]?.params.content).toBe(content)
  })

  it('joins adjacent CDATA sections, the escape for a "]]>" inside a value', () => {
    const result = parse(
      '<tool_call><name>web_search</name><params><query><![CDATA[a]]]]><![CDATA[>b]]></query></params></tool_call>',
    )
    expect(result.calls[0]?.params.query).toBe('a]]>b')
  })

  it('trims plain (non-CDATA) values', () => {
    const result = parse('<tool_call><name> web_search </name><params><query>\n  moons \n</query></params></tool_call>')
    expect(result.calls[0]?.name).toBe('web_search')
    expect(result.calls[0]?.params.query).toBe('moons')
  })
})

describe('repair table (seed)', () => {
  it('tool name as tag: <web_fetch><params>… inside <tool_call> is read as <name>web_fetch</name>', () => {
    const result = parse(
      '<tool_call><web_fetch><params><url><![CDATA[https://a.b]]></url></params></web_fetch></tool_call>',
    )
    expect(result.calls[0]?.name).toBe('web_fetch')
    expect(plain(result.calls[0]?.params ?? {})).toEqual({ url: 'https://a.b' })
    expect(result.warnings).toEqual([
      'web_fetch: the tool name was written as a tag <web_fetch>; read as <name>web_fetch</name>',
    ])
  })

  it('tool name as tag without a wrapper: <web_fetch><params>…</params></web_fetch>', () => {
    const result = parse('<web_fetch><params><url><![CDATA[https://a.b]]></url></params></web_fetch>')
    expect(result.calls[0]?.name).toBe('web_fetch')
    expect(result.calls[0]?.params.url).toBe('https://a.b')
  })

  it('an unknown tag followed by <params> inside <tool_call> is still the tool name (the executor reports it)', () => {
    const result = parse('<tool_call><mystery><params><a><![CDATA[1]]></a></params></mystery></tool_call>')
    expect(result.calls[0]?.name).toBe('mystery')
    expect(result.calls[0]?.params.a).toBe('1')
  })

  it('tag equals syntax: <name=call_subagent</name> becomes <name>call_subagent</name>', () => {
    const result = parse(
      '<tool_call><name=call_subagent</name><params><agent_name><![CDATA[writer]]></agent_name></params></tool_call>',
    )
    expect(result.calls[0]?.name).toBe('call_subagent')
    expect(result.calls[0]?.params.agent_name).toBe('writer')
    expect(result.warnings).toEqual([
      'call_subagent: <name=call_subagent</name> was read as <name>call_subagent</name>',
    ])
  })

  it('tag equals syntax with a ">": <name=call_subagent>', () => {
    const result = parse('<tool_call><name=call_subagent><params></params></tool_call>')
    expect(result.calls[0]?.name).toBe('call_subagent')
  })

  it('missing closing tag after CDATA is added', () => {
    const result = parse(
      '<tool_call><name>create_artifact</name><params><content><![CDATA[# Title\n]]><title><![CDATA[T]]></title></params></tool_call>',
    )
    expect(plain(result.calls[0]?.params ?? {})).toEqual({ content: '# Title\n', title: 'T' })
    expect(result.warnings).toEqual(['create_artifact: </content> was missing after the CDATA section and was added'])
  })

  it('scattered parameters outside <params> are collected', () => {
    const result = parse(
      '<tool_call><name>web_search</name><query><![CDATA[q]]></query><params><count><![CDATA[3]]></count></params></tool_call>',
    )
    expect(plain(result.calls[0]?.params ?? {})).toEqual({ query: 'q', count: '3' })
    expect(result.warnings).toEqual(['web_search: parameters written outside <params> were collected into it'])
  })

  it('several <params> blocks are merged into one', () => {
    const result = parse(
      '<tool_call><name>web_search</name><params><query><![CDATA[q]]></query></params><params><count><![CDATA[3]]></count></params></tool_call>',
    )
    expect(plain(result.calls[0]?.params ?? {})).toEqual({ query: 'q', count: '3' })
    expect(result.warnings).toEqual(['web_search: 2 <params> blocks were merged into one'])
  })

  it('missing </params> is added', () => {
    const result = parse('<tool_call><name>web_search</name><params><query><![CDATA[q]]></query></tool_call>')
    expect(result.calls[0]?.params.query).toBe('q')
    expect(result.warnings).toEqual(['web_search: a missing </params> was added'])
  })

  it('unclosed <tool_call> at the end of the output is detected and read', () => {
    const result = parse('Searching.\n<tool_call><name>web_search</name><params><query><![CDATA[q]]></query></params>')
    expect(result.calls[0]?.name).toBe('web_search')
    expect(result.calls[0]?.params.query).toBe('q')
    expect(result.calls[0]?.complete).toBe(false)
    expect(result.warnings).toEqual(['web_search: the closing tag of the call was missing and was added'])
    expect(result.text).toBe('Searching.\n')
  })

  it('an unclosed <tool_call> ends where the next <tool_call> begins', () => {
    const result = parse(
      '<tool_call><name>web_search</name><params><query><![CDATA[a]]></query></params>\n<tool_call><name>web_fetch</name><params><url><![CDATA[u]]></url></params></tool_call>',
    )
    expect(result.calls.map((call) => [call.name, call.complete])).toEqual([
      ['web_search', false],
      ['web_fetch', true],
    ])
  })

  it('several repairs at once are all reported', () => {
    const result = parse('<tool_call><name=web_search</name><query><![CDATA[q]]><params><count>4</count>')
    expect(result.calls[0]?.name).toBe('web_search')
    expect(plain(result.calls[0]?.params ?? {})).toEqual({ query: 'q', count: '4' })
    expect(result.warnings).toEqual([
      'web_search: <name=web_search</name> was read as <name>web_search</name>',
      'web_search: </query> was missing after the CDATA section and was added',
      'web_search: parameters written outside <params> were collected into it',
      'web_search: a missing </params> was added',
      'web_search: the closing tag of the call was missing and was added',
    ])
  })

  it('regex fallback recovers a call the structure reader cannot (name in an attribute-like form)', () => {
    const result = parse('<tool_call>call {"tool": "web_search", "query": "jets"</tool_call>')
    expect(result.calls[0]?.name).toBe('web_search')
    expect(result.calls[0]?.params.query).toBe('jets')
    expect(result.warnings[0]).toContain('pattern matching')
  })

  it('when everything fails the call becomes __malformed__ with an error telling the model the format', () => {
    const raw = '<tool_call><params><query>jets</query></params></tool_call>'
    const result = parse(raw)
    expect(result.calls).toHaveLength(1)
    expect(result.calls[0]?.name).toBe(MALFORMED_TOOL_NAME)
    expect(result.calls[0]?.error).toContain('no tool name was found')
    expect(result.calls[0]?.error).toContain('<tool_call><name>TOOL_NAME</name>')
    expect(result.calls[0]?.raw).toBe(raw)
  })

  it('a <tool_call> block of plain words naming a tool is still a failed call the model is told about', () => {
    const result = parse('<tool_call>please web_search for jets</tool_call>')
    expect(result.calls.map((call) => call.name)).toEqual([MALFORMED_TOOL_NAME])
  })

  it('invalid JSON inside <tool_call> becomes __malformed__ rather than being dropped', () => {
    const result = parse('<tool_call>{not json at all}</tool_call>')
    expect(result.calls[0]?.name).toBe(MALFORMED_TOOL_NAME)
    expect(result.calls[0]?.error).toContain('not valid JSON')
  })
})

describe('dialects of small local models', () => {
  it('Hermes JSON inside <tool_call>; non-string arguments keep their JSON text', () => {
    const result = parse(
      '<tool_call>\n{"name": "web_search", "arguments": {"query": "M31", "count": 5, "deep": {"a": [1]}}}\n</tool_call>',
    )
    expect(result.calls[0]?.dialect).toBe('hermes-json')
    expect(plain(result.calls[0]?.params ?? {})).toEqual({ query: 'M31', count: '5', deep: '{"a":[1]}' })
  })

  it('Hermes JSON with arguments given as a JSON string; JSON missing its brackets before </tool_call> completed', () => {
    const stringArguments = parse(
      '<tool_call>{"name": "web_search", "arguments": "{\\"query\\": \\"x\\"}"}</tool_call>',
    )
    expect(stringArguments.calls[0]?.params.query).toBe('x')
    const unbalanced = parse('<tool_call>{"name": "web_search", "arguments": {"query": "whole"</tool_call>')
    expect(unbalanced.calls[0]?.params.query).toBe('whole')
    expect(unbalanced.warnings).toContain('web_search: incomplete JSON was completed')
  })

  it('several JSON calls in one <tool_call> block, in a row or as an array, each become a call', () => {
    const inRow = parse(
      '<tool_call>{"name": "web_search", "arguments": {"query": "a"}}\n{"name": "web_fetch", "arguments": {"url": "u"}}</tool_call>',
    )
    expect(inRow.calls.map((call) => call.name)).toEqual(['web_search', 'web_fetch'])
    const asArray = parse(
      '<tool_call>[{"name": "web_search", "arguments": {}}, {"name": "read_file", "arguments": {"path": "p"}}]</tool_call>',
    )
    expect(asArray.calls.map((call) => [call.name, { ...call.params }])).toEqual([
      ['web_search', {}],
      ['read_file', { path: 'p' }],
    ])
  })

  it('text after the JSON of a call is reported, not silently ignored', () => {
    const result = parse('<tool_call>{"name": "web_search", "arguments": {"query": "a"}} thanks!</tool_call>')
    expect(result.calls[0]?.params.query).toBe('a')
    expect(result.warnings).toEqual(['web_search: text after the JSON was ignored: thanks!'])
  })

  it('<function=name><parameter=p> inside <tool_call>, values stripped of the newlines around them', () => {
    const result = parse(
      '<tool_call>\n<function=web_search>\n<parameter=query>\nSgr A*\n</parameter>\n<parameter=count>\n3\n</parameter>\n</function>\n</tool_call>',
    )
    expect(result.calls[0]?.dialect).toBe('function-tag')
    expect(plain(result.calls[0]?.params ?? {})).toEqual({ query: 'Sgr A*', count: '3' })
  })

  it('<function=name</function> (missing ">") and Llama-style JSON arguments', () => {
    expect(parse('<function=web_search</function>').calls[0]?.name).toBe('web_search')
    const llama = parse('<function=web_search>{"query": "quasar"}</function>')
    expect(llama.calls[0]?.params.query).toBe('quasar')
  })

  it('tool name as the tag (Roo style) only for known tools; unknown tags are text', () => {
    const result = parse('See <read_file><path>a.txt</path></read_file> and <b>bold</b>.')
    expect(result.calls.map((call) => call.name)).toEqual(['read_file'])
    expect(result.text).toBe('See  and <b>bold</b>.')
  })

  it('a tag in inline code (right after a backtick) is a mention, not a call', () => {
    const text = 'Use `<read_file>` or `<tool_call>` to read; then <read_file><path>x</path></read_file>'
    const result = parse(text)
    expect(result.calls.map((call) => [call.name, { ...call.params }])).toEqual([['read_file', { path: 'x' }]])
    expect(result.text).toBe('Use `<read_file>` or `<tool_call>` to read; then ')
  })

  it('<tool_call name="…"> names the tool by attribute', () => {
    const result = parse('<tool_call name="web_search"><params><query><![CDATA[q]]></query></params></tool_call>')
    expect([result.calls[0]?.name, { ...result.calls[0]?.params }]).toEqual(['web_search', { query: 'q' }])
    expect(result.warnings).toEqual([
      'web_search: the tool name was given as an attribute; read as <name>web_search</name>',
    ])
  })

  it('a "<" that starts no call stays text', () => {
    const text = 'if a < b && c <d> then <tool_calls> x </tool_call>'
    expect(parse(text)).toEqual({ text, reasoning: '', calls: [], warnings: [] })
  })
})

describe('<function_calls><invoke> dialect', () => {
  it('ends on a parameter left after its invoke closed, in one pass and streamed (a fuzz input that once hung)', () => {
    const input = '<function_calls><invoke name="read_file">\n4~<zd[<![CDATA[</invoke><parameter name="path">'
    const expected = parse(input)
    expect(expected.calls.map((call) => [call.name, { ...call.params }])).toEqual([['read_file', {}]])
    const parser = createStreamingToolCallParser({ knownTools })
    const updates = [6, 7, 68, input.length].map((cut, index, cuts) =>
      parser.push(input.slice(cuts[index - 1] ?? 0, cut)),
    )
    updates.push(parser.finish())
    expect(updates.flatMap((update) => update.calls)).toEqual(expected.calls)
  })

  it('reads each invoke with its parameters, text around the blocks kept', () => {
    const result = parse(
      'First: <function_calls><invoke name="read_file"><parameter name="path">file1.ts</parameter></invoke></function_calls>Second: <function_calls><invoke name="read_file"><parameter name="path">file2.ts</parameter></invoke><invoke name="web_search"><parameter name="query"><![CDATA[a</parameter>b]]></parameter></invoke></function_calls>',
    )
    expect(result.calls.map((call) => [call.name, { ...call.params }, call.dialect])).toEqual([
      ['read_file', { path: 'file1.ts' }, 'function-calls'],
      ['read_file', { path: 'file2.ts' }, 'function-calls'],
      ['web_search', { query: 'a</parameter>b' }, 'function-calls'],
    ])
    expect(result.text).toBe('First: Second: ')
  })

  it('keeps a value holding its own closing tag (as Roo expects for write_to_file content)', () => {
    const result = parse(
      '<function_calls><invoke name="write_to_file"><parameter name="path">src/file.ts</parameter><parameter name="content">\n\tfunction example() {\n\t// This has XML-like content: </parameter>\n\treturn true;\n\t}\n\t</parameter><parameter name="line_count">5</parameter></invoke></function_calls>',
    )
    const call = result.calls[0]
    expect(call?.params.content).toContain('// This has XML-like content: </parameter>')
    expect(call?.params.content).toContain('return true;')
    expect(call?.params.line_count).toBe('5')
  })

  it('an unclosed block is read to the end; a block without invoke is __malformed__', () => {
    const open = parse('<function_calls><invoke name="read_file"><parameter name="path">a</parameter>')
    expect(open.calls.map((call) => [call.name, call.complete])).toEqual([['read_file', false]])
    expect(open.warnings).toEqual([
      'read_file: a missing </invoke> was added',
      'read_file: the closing tag of the call was missing and was added',
    ])
    const empty = parse('<function_calls>read the file</function_calls>')
    expect(empty.calls[0]?.name).toBe(MALFORMED_TOOL_NAME)
    expect(empty.calls[0]?.error).toContain('held no <invoke>')
  })
})
