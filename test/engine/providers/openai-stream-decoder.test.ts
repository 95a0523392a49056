import { describe, expect, it } from 'vitest'
import type { ModelStreamPart } from '../../../electron/main/engine/providers/model-stream-part'
import type { OpenAiChunk } from '../../../electron/main/engine/providers/openai/openai-chunk-schema'
import { openAiChunkSchema } from '../../../electron/main/engine/providers/openai/openai-chunk-schema'
import { OpenAiStreamDecoder } from '../../../electron/main/engine/providers/openai/openai-stream-decoder'
import { summarize } from './replay-stream'

type ToolDelta = { index?: number; id?: string; function?: { name?: string; arguments?: unknown } }

const chunk = (toolCalls: ToolDelta[], finish: string | null = null): OpenAiChunk =>
  openAiChunkSchema.parse({ choices: [{ index: 0, delta: { tool_calls: toolCalls }, finish_reason: finish }] })

function decode(chunks: OpenAiChunk[]): ModelStreamPart[] {
  const decoder = new OpenAiStreamDecoder()
  return [...chunks.flatMap((each) => decoder.push(each)), ...decoder.finish()]
}

describe('OpenAI stream decoder on what real servers send', () => {
  it('keeps ids and names repeated on every delta from being appended twice', () => {
    const calls = summarize(
      decode([
        chunk([{ index: 0, id: 'c1', function: { name: 'grep_files', arguments: '{"pattern":' } }]),
        chunk([{ index: 0, id: 'c1', function: { name: 'grep_files', arguments: '"NGC"}' } }]),
      ]),
    ).calls
    expect(calls).toEqual([
      { id: 'c1', name: 'grep_files', arguments: { pattern: 'NGC' }, argumentsText: '{"pattern":"NGC"}' },
    ])
  })

  it('matches later deltas without id or name by index, across two parallel calls', () => {
    const parts = decode([
      chunk([{ index: 0, id: 'a', function: { name: 'read_file', arguments: '' } }]),
      chunk([{ index: 0, function: { arguments: '{"path":"x.md"}' } }]),
      chunk([{ index: 1, id: 'b', function: { name: 'glob_files' } }]),
      chunk([{ index: 1, function: { arguments: '{"pattern":"*.pdf"}' } }], 'tool_calls'),
    ])
    expect(summarize(parts).calls.map((call) => [call.id, call.name, call.arguments])).toEqual([
      ['a', 'read_file', { path: 'x.md' }],
      ['b', 'glob_files', { pattern: '*.pdf' }],
    ])
    // The first call is complete as soon as the second begins, so a safe tool can start early.
    const firstEnd = parts.findIndex((part) => part.type === 'tool-call-end')
    const secondStart = parts.findLastIndex((part) => part.type === 'tool-call-start')
    expect(firstEnd).toBeLessThan(secondStart)
  })

  it('separates calls that reuse index 0 with distinct ids, and continues each by its id', () => {
    const calls = summarize(
      decode([
        chunk([{ index: 0, id: 'a', function: { name: 'f', arguments: '{"n":' } }]),
        chunk([{ index: 0, id: 'a', function: { arguments: '1}' } }]),
        chunk([{ index: 0, id: 'b', function: { name: 'f', arguments: '{"n":' } }]),
        chunk([{ index: 0, id: 'b', function: { arguments: '2}' } }]),
      ]),
    ).calls
    expect(calls.map((call) => [call.id, call.arguments])).toEqual([
      ['a', { n: 1 }],
      ['b', { n: 2 }],
    ])
  })

  it('gives a fresh id to a second call that repeats the first one’s id', () => {
    const calls = summarize(
      decode([
        chunk([{ index: 0, id: 'same', function: { name: 'f', arguments: '{}' } }]),
        chunk([{ index: 1, id: 'same', function: { name: 'g', arguments: '{}' } }]),
      ]),
    ).calls
    expect(calls).toHaveLength(2)
    expect(calls[0]?.id).toBe('same')
    expect(calls[1]?.id).not.toBe('same')
  })

  it('treats null or empty arguments as {} and accepts an arguments object sent whole', () => {
    const calls = summarize(
      decode([
        chunk([{ index: 0, id: 'a', function: { name: 'todo_read', arguments: null } }]),
        chunk([{ index: 1, id: 'b', function: { name: 'now', arguments: '' } }]),
        chunk([{ index: 2, id: 'c', function: { name: 'query_target', arguments: { name: 'M31' } } }]),
      ]),
    ).calls
    expect(calls.map((call) => call.arguments)).toEqual([{}, {}, { name: 'M31' }])
    expect(calls.every((call) => call.parseError === undefined)).toBe(true)
  })

  it('reports arguments that are not a JSON object as a parse error instead of dropping the call', () => {
    const calls = summarize(
      decode([chunk([{ index: 0, id: 'a', function: { name: 'f', arguments: '{"x": 1' } }])]),
    ).calls
    expect(calls).toHaveLength(1)
    expect(calls[0]?.parseError).toMatch(/not valid JSON/)
  })

  it('fills in an id when the server sends none', () => {
    const calls = summarize(decode([chunk([{ index: 0, function: { name: 'f', arguments: '{}' } }])])).calls
    expect(calls[0]?.id).toMatch(/^call_/)
  })

  it('reports finish reason tool-calls when a server says stop but sent calls', () => {
    const parts = decode([chunk([{ index: 0, id: 'a', function: { name: 'f', arguments: '{}' } }], 'stop')])
    expect(summarize(parts).finish).toEqual(['tool-calls'])
  })

  it('reads usage from Groq’s x_groq field when the standard field is absent', () => {
    const decoder = new OpenAiStreamDecoder()
    decoder.push(
      openAiChunkSchema.parse({
        choices: [{ index: 0, delta: { content: 'hi' }, finish_reason: 'stop' }],
        x_groq: { usage: { prompt_tokens: 12, completion_tokens: 3 } },
      }),
    )
    expect(summarize(decoder.finish()).usage).toEqual([
      { inputTokens: 12, outputTokens: 3, cachedInputTokens: 0, reasoningTokens: 0 },
    ])
  })
})

describe('OpenAI stream decoder past the call limit', () => {
  const flood = (count: number, indexOf: (call: number) => number) =>
    Array.from({ length: count }, (_, call) => [
      chunk([{ index: indexOf(call), id: `c${call}`, function: { name: 'todo_write', arguments: '{"todos":' } }]),
      chunk([{ index: indexOf(call), function: { arguments: `[{"id":"t${call}"}]}` } }]),
    ]).flat()

  for (const [shape, indexOf] of [
    ['its own index', (call: number) => call],
    ['index 0 for every call', () => 0],
  ] as const) {
    it(`reads the first calls of a 100,000-call reply and skips the rest whole (each call with ${shape})`, () => {
      const decoder = new OpenAiStreamDecoder(65)
      const parts = [
        ...flood(100_000, indexOf).flatMap((each) => decoder.push(each)),
        ...decoder.push(chunk([], 'tool_calls')),
        ...decoder.finish(),
      ]
      const calls = summarize(parts).calls
      expect(calls).toHaveLength(65)
      expect(calls.at(-1)).toMatchObject({ id: 'c64', arguments: { todos: [{ id: 't64' }] } })
      // Start, two deltas and end for each call read; nothing at all for the skipped ones.
      expect(parts.filter((part) => part.type.startsWith('tool-call'))).toHaveLength(65 * 4)
      expect(parts.at(-1)).toEqual({ type: 'finish', reason: 'tool-calls' })
    })
  }
})
