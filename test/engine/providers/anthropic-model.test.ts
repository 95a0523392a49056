import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { createAnthropicModel } from '../../../electron/main/engine/providers/anthropic/anthropic-model'
import type { ModelRequest } from '../../../electron/main/engine/providers/language-model'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { chunksAt, collect, fixtureBody, summarize, writeChunks } from './replay-stream'

const parallelFixture = 'anthropic/simonw-llm-anthropic_text-then-2-parallel-tool_use.claude-3-5-haiku.sse'
const jsonToolFixture = 'anthropic/vercel-ai_text-then-tool_use.events.jsonl'

const request: ModelRequest = {
  system: 'Be brief.',
  messages: [
    { role: 'user', content: 'Name two pelicans.' },
    {
      role: 'assistant',
      text: 'Let me look.',
      toolCalls: [{ id: 'toolu_a', name: 'pelican_name_generator', arguments: {} }],
    },
    { role: 'tool', toolCallId: 'toolu_a', name: 'pelican_name_generator', content: 'Percy', isError: false },
    { role: 'user', content: 'Another?' },
  ],
  tools: [{ name: 'pelican_name_generator', description: 'Names pelicans', inputSchema: { type: 'object' } }],
}

let server: LoopbackServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

async function replay(fixture: string, nextCuts: () => number[]) {
  const body = fixtureBody(fixture)
  server = await startLoopbackServer((_request, response) => writeChunks(response, chunksAt(body, nextCuts())))
  return { body, url: `${server.url}/v1` }
}

const model = (baseUrl: string) =>
  createAnthropicModel({
    providerName: 'Anthropic',
    baseUrl,
    model: 'claude-3-5-haiku-20241022',
    apiKey: 'sk-ant-test',
    contextWindow: 200_000,
  })

describe('Anthropic adapter against recorded streams', () => {
  it('decodes streamed text, then two parallel tool_use blocks without arguments, ignoring pings', async () => {
    const { url } = await replay(parallelFixture, () => [])
    const summary = summarize(await collect(model(url).stream(request, new AbortController().signal)))
    expect(summary.errors).toEqual([])
    expect(summary.text).toBe(
      "I'll help you generate two potential names for a pet pelican by using the pelican name generator tool.",
    )
    expect(summary.calls).toEqual([
      { id: 'toolu_011ouQLPrqhKSuFJtuJrpaUX', name: 'pelican_name_generator', arguments: {}, argumentsText: '{}' },
      { id: 'toolu_01NtJRxGhJcEQ4axN1FzHayX', name: 'pelican_name_generator', arguments: {}, argumentsText: '{}' },
    ])
    expect(summary.usage).toEqual([{ inputTokens: 310, outputTokens: 84, cachedInputTokens: 0, reasoningTokens: 0 }])
    expect(summary.finish).toEqual(['tool-calls'])
  })

  it('assembles input_json_delta fragments into the tool input', async () => {
    const { url } = await replay(jsonToolFixture, () => [])
    const summary = summarize(await collect(model(url).stream(request, new AbortController().signal)))
    expect(summary.text).toBe("I'll invoke the JSON response tool.")
    expect(summary.calls).toHaveLength(1)
    expect(summary.calls[0]?.id).toBe('toolu_01KFbKqPYSuAKujiL6mTfzYA')
    expect(summary.calls[0]?.arguments).toEqual({
      elements: [{ location: 'San Francisco', temperature: 58, condition: 'sunny' }],
    })
    expect(summary.usage).toEqual([{ inputTokens: 849, outputTokens: 47, cachedInputTokens: 0, reasoningTokens: 0 }])
  })

  it('sends system, alternating roles with tool_result blocks, tools and the version header', async () => {
    const { url } = await replay(jsonToolFixture, () => [])
    await collect(model(url).stream(request, new AbortController().signal))
    const sent = server?.requests[0]
    expect(sent?.url).toBe('/v1/messages')
    expect(sent?.headers['x-api-key']).toBe('sk-ant-test')
    expect(sent?.headers['anthropic-version']).toBe('2023-06-01')
    const body = JSON.parse(sent?.body ?? '{}')
    expect(body.system).toBe('Be brief.')
    expect(body.stream).toBe(true)
    expect(body.tools).toEqual([
      { name: 'pelican_name_generator', description: 'Names pelicans', input_schema: { type: 'object' } },
    ])
    expect(body.messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'Name two pelicans.' }] },
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'Let me look.' },
          { type: 'tool_use', id: 'toolu_a', name: 'pelican_name_generator', input: {} },
        ],
      },
      {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: 'toolu_a', content: 'Percy' },
          { type: 'text', text: 'Another?' },
        ],
      },
    ])
  })

  for (const fixture of [parallelFixture, jsonToolFixture]) {
    it(`decodes ${fixture} identically when re-chunked at random byte boundaries`, async () => {
      let cuts: number[] = []
      const { body, url } = await replay(fixture, () => cuts)
      const reference = summarize(await collect(model(url).stream(request, new AbortController().signal)))
      await fc.assert(
        fc.asyncProperty(fc.array(fc.nat({ max: body.length }), { maxLength: 80 }), async (randomCuts) => {
          cuts = randomCuts
          expect(summarize(await collect(model(url).stream(request, new AbortController().signal)))).toEqual(reference)
        }),
        { numRuns: 30 },
      )
    })
  }
})
