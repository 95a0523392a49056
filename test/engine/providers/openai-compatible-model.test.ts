import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import type { ModelRequest } from '../../../electron/main/engine/providers/language-model'
import { createOpenAiCompatibleModel } from '../../../electron/main/engine/providers/openai/openai-compatible-model'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { chunksAt, collect, fixtureBody, fixturePayloads, summarize, writeChunks } from './replay-stream'

const toolUseFixture = 'openai/simonw-llm_test_tool_use_basic.response0.sse'
const deepseekFixture = 'openai/vercel-ai_deepseek-reasoner-tool-call.chunks.jsonl'

const request: ModelRequest = {
  system: 'You are terse.',
  messages: [{ role: 'user', content: 'What is 1231 * 2331?' }],
  tools: [
    {
      name: 'multiply',
      description: 'Multiply two numbers',
      inputSchema: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } } },
    },
  ],
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

function model(baseUrl: string) {
  return createOpenAiCompatibleModel({
    providerName: 'OpenAI',
    baseUrl,
    model: 'gpt-4o-mini',
    apiKey: 'sk-test',
    contextWindow: 128_000,
  })
}

/** The reasoning text as the chunks carry it, concatenated without the decoder. */
function reasoningOf(payloads: unknown[]): string {
  return payloads
    .map((payload) => {
      const choices = (payload as { choices?: { delta?: { reasoning_content?: string | null } }[] }).choices
      return choices?.[0]?.delta?.reasoning_content ?? ''
    })
    .join('')
}

describe('OpenAI-compatible adapter against recorded streams', () => {
  it('decodes a tool call split in fragments and the usage-only last chunk, byte for byte', async () => {
    const { url } = await replay(toolUseFixture, () => [])
    const summary = summarize(await collect(model(url).stream(request, new AbortController().signal)))
    expect(summary.errors).toEqual([])
    expect(summary.text).toBe('')
    expect(summary.calls).toEqual([
      {
        id: 'call_1EYWDzueHEp8OsB8jJSEp7WB',
        name: 'multiply',
        arguments: { a: 1231, b: 2331 },
        argumentsText: '{"a":1231,"b":2331}',
      },
    ])
    expect(summary.usage).toEqual([{ inputTokens: 54, outputTokens: 20, cachedInputTokens: 0, reasoningTokens: 0 }])
    expect(summary.finish).toEqual(['tool-calls'])
  })

  it('sends the request the API expects: system, tools as functions, streamed usage, bearer key', async () => {
    const { url } = await replay(toolUseFixture, () => [])
    await collect(model(url).stream(request, new AbortController().signal))
    const sent = server?.requests[0]
    expect(sent?.url).toBe('/v1/chat/completions')
    expect(sent?.headers.authorization).toBe('Bearer sk-test')
    const body = JSON.parse(sent?.body ?? '{}')
    expect(body).toMatchObject({
      model: 'gpt-4o-mini',
      stream: true,
      stream_options: { include_usage: true },
      tool_choice: 'auto',
      messages: [
        { role: 'system', content: 'You are terse.' },
        { role: 'user', content: 'What is 1231 * 2331?' },
      ],
      tools: [{ type: 'function', function: { name: 'multiply', description: 'Multiply two numbers' } }],
    })
  })

  it('decodes DeepSeek reasoning_content, the tool call and cached and reasoning tokens', async () => {
    const { url } = await replay(deepseekFixture, () => [])
    const summary = summarize(await collect(model(url).stream(request, new AbortController().signal)))
    expect(summary.errors).toEqual([])
    expect(summary.reasoning).toBe(reasoningOf(fixturePayloads(deepseekFixture)))
    expect(summary.reasoning.startsWith('The user is asking for the weather')).toBe(true)
    expect(summary.calls).toEqual([
      {
        id: 'call_00_ioIn7yN9p1ZOMNpDLwd4MgAF',
        name: 'weather',
        arguments: { location: 'San Francisco' },
        argumentsText: '{"location": "San Francisco"}',
      },
    ])
    expect(summary.usage).toEqual([{ inputTokens: 339, outputTokens: 83, cachedInputTokens: 320, reasoningTokens: 39 }])
    expect(summary.finish).toEqual(['tool-calls'])
  })

  for (const fixture of [toolUseFixture, deepseekFixture]) {
    it(`decodes ${fixture} identically when re-chunked at random byte boundaries`, async () => {
      let cuts: number[] = []
      const { body, url } = await replay(fixture, () => cuts)
      const reference = summarize(await collect(model(url).stream(request, new AbortController().signal)))
      await fc.assert(
        fc.asyncProperty(fc.array(fc.nat({ max: body.length }), { maxLength: 80 }), async (randomCuts) => {
          cuts = randomCuts
          const summary = summarize(await collect(model(url).stream(request, new AbortController().signal)))
          expect(summary).toEqual(reference)
        }),
        { numRuns: 30 },
      )
    })
  }
})
