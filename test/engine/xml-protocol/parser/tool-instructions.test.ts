import { describe, expect, it } from 'vitest'
import {
  generateToolInstructions,
  parseToolCalls,
  type XmlToolSpec,
} from '../../../../electron/main/engine/xml-protocol/parser'

const webSearch: XmlToolSpec = {
  name: 'web_search',
  description: 'Web search and information retrieval specialist...',
  parameters: [
    { name: 'query', type: 'string', required: true, description: 'Search query' },
    {
      name: 'freshness',
      type: 'string',
      required: false,
      description: 'Time range filter',
      enum: ['noLimit', 'oneDay', 'oneWeek', 'oneMonth', 'oneYear'],
      default: 'noLimit',
    },
    { name: 'count', type: 'integer', required: false, description: 'Number of results to return (1-50)', default: 10 },
  ],
}

describe('generateToolInstructions', () => {
  it('reproduces the seed example exactly', () => {
    expect(generateToolInstructions([webSearch])).toBe(`<tool_instructions>
<format>
You may make one or more tool calls per turn. They run in the order you write them, each after the one before it has finished; only read-only calls written next to each other may run at the same time.
Wrap ALL parameter values in <![CDATA[...]]>.
</format>

<tool name="web_search">
Web search and information retrieval specialist...
Parameters:
  - query: string (required) - Search query
  - freshness: string (optional) - Time range filter. Values: noLimit, oneDay, oneWeek, oneMonth, oneYear. Default: noLimit
  - count: integer (optional) - Number of results to return (1-50). Default: 10
Example:
<tool_call>
  <name>web_search</name>
  <params>
    <query><![CDATA[your_query_here]]></query>
    <count><![CDATA[10]]></count>
  </params>
</tool_call>
</tool>

</tool_instructions>`)
  })

  it('lists only the tools it is given, in order, and a tool without parameters has no Parameters line', () => {
    const text = generateToolInstructions([
      { name: 'list_agents', description: 'Lists agents.', parameters: [] },
      { ...webSearch, name: 'other_search' },
    ])
    expect([...text.matchAll(/<tool name="([^"]+)">/g)].map((match) => match[1])).toEqual([
      'list_agents',
      'other_search',
    ])
    expect(text).not.toContain('"web_search"')
    expect(text).toContain(
      '<tool name="list_agents">\nLists agents.\nExample:\n<tool_call>\n  <name>list_agents</name>',
    )
  })

  it('does not double a full stop already ending a description', () => {
    const text = generateToolInstructions([
      {
        name: 'read_artifact',
        description: 'Reads an artifact.',
        parameters: [{ name: 'offset', type: 'integer', required: false, description: 'First line.', default: 1 }],
      },
    ])
    expect(text).toContain('  - offset: integer (optional) - First line. Default: 1')
  })

  it('lists numeric and boolean enum values as written', () => {
    const text = generateToolInstructions([
      {
        name: 'bin',
        description: 'Bins a light curve.',
        parameters: [{ name: 'factor', type: 'integer', required: true, description: 'Bin factor', enum: [2, 4, 8] }],
      },
    ])
    expect(text).toContain('  - factor: integer (required) - Bin factor. Values: 2, 4, 8')
    expect(text).toContain('    <factor><![CDATA[your_factor_here]]></factor>')
  })

  it('gives examples the parser reads back as the tool with its example values', () => {
    const example = generateToolInstructions([webSearch]).split('Example:\n')[1]?.split('\n</tool>')[0] ?? ''
    const parsed = parseToolCalls(example, { knownTools: [] })
    expect(parsed.calls.map((call) => [call.name, { ...call.params }])).toEqual([
      ['web_search', { query: 'your_query_here', count: '10' }],
    ])
  })
})

describe('generated instructions for a description that already names its values and default', () => {
  it('does not repeat "Values" or "Default"', () => {
    const text = generateToolInstructions([
      {
        name: 'search',
        description: 'Searches.',
        parameters: [
          {
            name: 'freshness',
            type: 'string',
            required: false,
            description: 'Time range filter. Values: noLimit, oneDay. Default: noLimit',
            enum: ['noLimit', 'oneDay'],
            default: 'noLimit',
          },
          {
            name: 'path',
            type: 'string',
            required: false,
            description: 'Folder to search in (default: the project folder)',
            default: '.',
          },
        ],
      },
    ])
    expect(text).toContain(
      '  - freshness: string (optional) - Time range filter. Values: noLimit, oneDay. Default: noLimit\n',
    )
    expect(text).toContain('  - path: string (optional) - Folder to search in (default: the project folder)\n')
  })
})
