import { describe, expect, it } from 'vitest'
import { anthropicEventSchema } from '../../../electron/main/engine/providers/anthropic/anthropic-event-schema'
import { AnthropicStreamDecoder } from '../../../electron/main/engine/providers/anthropic/anthropic-stream-decoder'
import type { ModelStreamPart } from '../../../electron/main/engine/providers/model-stream-part'
import { summarize } from './replay-stream'

function decode(events: unknown[]): ModelStreamPart[] {
  const decoder = new AnthropicStreamDecoder()
  return events.flatMap((event) => decoder.push(anthropicEventSchema.parse(event)))
}

describe('Anthropic stream decoder', () => {
  it('streams thinking as reasoning, keeps its signature, and ignores blocks it does not know', () => {
    const parts = decode([
      {
        type: 'message_start',
        message: { usage: { input_tokens: 20, cache_read_input_tokens: 100, output_tokens: 1 } },
      },
      { type: 'content_block_start', index: 0, content_block: { type: 'thinking', thinking: '' } },
      { type: 'content_block_delta', index: 0, delta: { type: 'thinking_delta', thinking: 'M31 is ' } },
      { type: 'content_block_delta', index: 0, delta: { type: 'thinking_delta', thinking: 'in Andromeda.' } },
      { type: 'content_block_delta', index: 0, delta: { type: 'signature_delta', signature: 'sig-abc' } },
      { type: 'content_block_stop', index: 0 },
      {
        type: 'content_block_start',
        index: 1,
        content_block: { type: 'server_tool_use', id: 'srv_1', name: 'web_search', input: {} },
      },
      { type: 'content_block_delta', index: 1, delta: { type: 'input_json_delta', partial_json: '{"query":"M31"}' } },
      { type: 'content_block_stop', index: 1 },
      { type: 'content_block_start', index: 2, content_block: { type: 'text', text: '' } },
      { type: 'content_block_delta', index: 2, delta: { type: 'citations_delta', citation: { cited_text: 'x' } } },
      { type: 'content_block_delta', index: 2, delta: { type: 'text_delta', text: 'It is 778 kpc away.' } },
      { type: 'content_block_stop', index: 2 },
      { type: 'message_delta', delta: { stop_reason: 'end_turn' }, usage: { output_tokens: 42 } },
      { type: 'message_stop' },
    ])
    const summary = summarize(parts)
    expect(summary.reasoning).toBe('M31 is in Andromeda.')
    expect(parts.filter((part) => part.type === 'reasoning-signature')).toEqual([
      { type: 'reasoning-signature', signature: 'sig-abc' },
    ])
    expect(summary.text).toBe('It is 778 kpc away.')
    expect(summary.calls).toEqual([])
    expect(summary.usage).toEqual([{ inputTokens: 120, outputTokens: 42, cachedInputTokens: 100, reasoningTokens: 0 }])
    expect(summary.finish).toEqual(['stop'])
  })

  it('uses the input given at block start when no input_json_delta follows, and keeps parallel calls apart', () => {
    const parts = decode([
      {
        type: 'content_block_start',
        index: 0,
        content_block: { type: 'tool_use', id: 't1', name: 'query_target', input: { name: 'M31' } },
      },
      {
        type: 'content_block_start',
        index: 1,
        content_block: { type: 'tool_use', id: 't2', name: 'query_target', input: {} },
      },
      { type: 'content_block_delta', index: 1, delta: { type: 'input_json_delta', partial_json: '{"name":' } },
      { type: 'content_block_delta', index: 1, delta: { type: 'input_json_delta', partial_json: '"M33"}' } },
      { type: 'content_block_stop', index: 1 },
      { type: 'content_block_stop', index: 0 },
      { type: 'message_delta', delta: { stop_reason: 'tool_use' }, usage: { output_tokens: 9 } },
      { type: 'message_stop' },
    ])
    const calls = summarize(parts).calls
    expect(calls.map((call) => [call.id, call.arguments])).toEqual([
      ['t2', { name: 'M33' }],
      ['t1', { name: 'M31' }],
    ])
    expect(summarize(parts).finish).toEqual(['tool-calls'])
  })
})

describe('Anthropic stream decoder past the call limit', () => {
  it('ignores tool_use blocks past the limit: no parts, and their input is not kept', () => {
    const decoder = new AnthropicStreamDecoder(2)
    const parts: ModelStreamPart[] = []
    for (let index = 0; index < 1000; index++) {
      parts.push(
        ...decoder.push({
          type: 'content_block_start',
          index,
          content_block: { type: 'tool_use', id: `t${index}`, name: 'todo_write', input: {} },
        }),
        ...decoder.push({
          type: 'content_block_delta',
          index,
          delta: { type: 'input_json_delta', partial_json: `{"n":${index}}` },
        }),
        ...decoder.push({ type: 'content_block_stop', index }),
      )
    }
    parts.push(...decoder.push({ type: 'message_stop' }))
    const ends = parts.filter((part) => part.type === 'tool-call-end')
    expect(ends.map((part) => part.type === 'tool-call-end' && part.call.arguments)).toEqual([{ n: 0 }, { n: 1 }])
    expect(parts.filter((part) => part.type.startsWith('tool-call'))).toHaveLength(6)
    expect(parts.at(-1)).toEqual({ type: 'finish', reason: 'tool-calls' })
  })
})
