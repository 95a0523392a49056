import { describe, expect, it } from 'vitest'
import type { ModelRequest } from '../../../electron/main/engine/providers/language-model'
import { wrapWithXmlToolProtocol } from '../../../electron/main/engine/xml-protocol/model/xml-tool-protocol-model'
import { FakeLanguageModel } from '../../helpers/fake-model/fake-language-model'
import type { FakeTurn } from '../../helpers/fake-model/fake-turn'
import { collect, summarize } from '../providers/replay-stream'

const xmlReply = (chunks: string[]): FakeTurn => ({ text: chunks, usage: { input: 10, output: 5, cachedInput: 0 } })

const request: ModelRequest = {
  system: 'You are a test agent.',
  messages: [
    { role: 'user', content: 'Resolve M31' },
    {
      role: 'assistant',
      text: 'Looking it up.',
      toolCalls: [{ id: 'x1', name: 'query_target', arguments: { name: 'M31', radius: 2 } }],
    },
    { role: 'tool', toolCallId: 'x1', name: 'query_target', content: 'RA 00 42 44', isError: false },
  ],
  tools: [
    {
      name: 'query_target',
      description: 'Resolve an object name with CDS Sesame.',
      inputSchema: {
        type: 'object',
        properties: { name: { type: 'string', description: 'Object name' }, radius: { type: 'number' } },
        required: ['name'],
      },
    },
  ],
}

describe('XML tool protocol at the provider boundary', () => {
  it('parses calls streamed as XML text, split anywhere, into ordinary tool-call parts', async () => {
    const markup =
      'I will resolve it.\n<tool_call>\n  <name>query_target</name>\n  <params>\n    <name><![CDATA[NGC 4258]]></name>\n  </params>\n</tool_call>'
    const chunks = markup.match(/[\s\S]{1,7}/g) ?? []
    const inner = new FakeLanguageModel([xmlReply(chunks)])
    const parts = await collect(wrapWithXmlToolProtocol(inner).stream(request, new AbortController().signal))
    const summary = summarize(parts)
    expect(summary.text.trim()).toBe('I will resolve it.')
    expect(summary.calls).toHaveLength(1)
    expect(summary.calls[0]).toMatchObject({ name: 'query_target', arguments: { name: 'NGC 4258' } })
    expect(summary.finish).toEqual(['tool-calls'])
    expect(summary.usage).toHaveLength(1)
  })

  it('puts tool instructions in the system prompt, sends no native tools, and writes history as XML', async () => {
    const inner = new FakeLanguageModel([xmlReply(['Done.'])])
    await collect(wrapWithXmlToolProtocol(inner).stream(request, new AbortController().signal))
    const sent = inner.requests[0]
    expect(sent?.tools).toEqual([])
    expect(sent?.system).toContain('You are a test agent.')
    expect(sent?.system).toContain('<tool_instructions>')
    expect(sent?.system).toContain('<tool name="query_target">')
    expect(sent?.messages[1]).toMatchObject({ role: 'assistant', toolCalls: [] })
    const assistant = sent?.messages[1]
    expect(assistant?.role === 'assistant' && assistant.text).toContain('<name>query_target</name>')
    expect(assistant?.role === 'assistant' && assistant.text).toContain('<radius><![CDATA[2]]></radius>')
    const result = sent?.messages[2]
    expect(result?.role).toBe('user')
    expect(result?.role === 'user' && result.content).toContain('<tool_result name="query_target" success="true">')
    expect(result?.role === 'user' && result.content).toContain('RA 00 42 44')
  })

  it('turns a call it cannot read into a malformed call with the reason, never dropping it', async () => {
    const inner = new FakeLanguageModel([xmlReply(['<tool_call><params><x>1</x></params></tool_call>'])])
    const summary = summarize(
      await collect(wrapWithXmlToolProtocol(inner).stream(request, new AbortController().signal)),
    )
    expect(summary.calls).toHaveLength(1)
    expect(summary.calls[0]?.name).toBe('__malformed__')
    expect(summary.calls[0]?.parseError).toBeTruthy()
  })
})
