import { describe, expect, it } from 'vitest'
import { formatToolCall, formatToolResult, parseToolCalls } from '../../../../electron/main/engine/xml-protocol/parser'

describe('formatToolCall', () => {
  it('writes the seed format with every value in CDATA', () => {
    expect(formatToolCall({ name: 'web_search', params: { query: 'python async tutorial', count: '10' } })).toBe(
      `<tool_call>
  <name>web_search</name>
  <params>
    <query><![CDATA[python async tutorial]]></query>
    <count><![CDATA[10]]></count>
  </params>
</tool_call>`,
    )
  })

  it('splits "]]>" across CDATA sections and the parser joins them back', () => {
    const formatted = formatToolCall({ name: 'x', params: { code: 'a[b[0]]>c' } })
    expect(formatted).toContain('<code><![CDATA[a[b[0]]]]><![CDATA[>c]]></code>')
    expect(parseToolCalls(formatted, { knownTools: [] }).calls[0]?.params.code).toBe('a[b[0]]>c')
  })

  it('round-trips parameters called "name" and "params" and empty or blank values', () => {
    const params = { name: 'Vega', params: '<params>', empty: '', blank: '  \n ' }
    const parsed = parseToolCalls(formatToolCall({ name: 'tag_star', params }), { knownTools: [] })
    expect(parsed.calls[0]?.name).toBe('tag_star')
    expect({ ...parsed.calls[0]?.params }).toEqual(params)
    expect(parsed.warnings).toEqual([])
  })

  it('writes names that cannot be tags in CDATA or as <parameter=…>, and reads them back', () => {
    const params = { 'a<b> &c': 'v', 'two words': 'w' }
    const formatted = formatToolCall({ name: 'web search', params })
    expect(formatted).toContain('<name><![CDATA[web search]]></name>')
    expect(formatted).toContain('<parameter=a&lt;b&gt; &amp;c><![CDATA[v]]></parameter>')
    const parsed = parseToolCalls(formatted, { knownTools: [] })
    expect([parsed.calls[0]?.name, { ...parsed.calls[0]?.params }]).toEqual(['web search', params])
  })

  it('refuses an empty tool name or one with surrounding spaces (the parser never produces either)', () => {
    expect(() => formatToolCall({ name: ' ', params: {} })).toThrow(/non-empty/)
    expect(() => formatToolCall({ name: ' x', params: {} })).toThrow(/surrounding spaces/)
  })
})

describe('formatToolResult', () => {
  it('writes the seed shape with the data in CDATA', () => {
    expect(formatToolResult({ name: 'web_search', success: true, data: '3 results' })).toBe(
      '<tool_result name="web_search" success="true">\n<data>\n<![CDATA[3 results]]>\n</data>\n</tool_result>',
    )
  })

  it('keeps data holding "]]>" and markup intact and escapes the name attribute', () => {
    const data = 'x ]]> </data></tool_result> & <b>'
    const formatted = formatToolResult({ name: 'a"b', success: false, data })
    expect(formatted.startsWith('<tool_result name="a&quot;b" success="false">')).toBe(true)
    const cdata = formatted.slice(formatted.indexOf('<![CDATA['), formatted.lastIndexOf(']]>') + 3)
    const joined = cdata
      .split(']]><![CDATA[')
      .join('')
      .replace(/^<!\[CDATA\[/, '')
      .replace(/\]\]>$/, '')
    expect(joined).toBe(data)
  })

  it('adds the parser warnings for the model before the data', () => {
    const formatted = formatToolResult({
      name: 'web_search',
      success: true,
      data: 'ok',
      warnings: ['a missing </params> was added'],
    })
    expect(formatted).toBe(
      [
        '<tool_result name="web_search" success="true">',
        '<warnings>',
        '<![CDATA[a missing </params> was added]]>',
        '</warnings>',
        '<data>',
        '<![CDATA[ok]]>',
        '</data>',
        '</tool_result>',
      ].join('\n'),
    )
  })
})
