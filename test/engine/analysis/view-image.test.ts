import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { ProviderSettings } from '../../../electron/shared/domain/settings'
import { startFakeModel } from '../../helpers/fake-model/fake-model-server'
import { startLoopbackServer } from '../../helpers/loopback-server'
import { plotCommand } from '../../helpers/plot-script'
import { readSharedFixtureText } from '../../helpers/shared-fixtures'
import { type TestEngine, useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const context = { signal: new AbortController().signal }
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function setUp(
  engine: TestEngine,
  provider: Omit<ProviderSettings, 'id' | 'name' | 'toolProtocol' | 'contextWindow'>,
) {
  await engine.handlers['settings.set'](
    {
      patch: {
        providers: [
          { id: 'vision', name: 'Vision test model', toolProtocol: 'native', contextWindow: 128_000, ...provider },
        ],
        activeProviderId: 'vision',
      },
      secrets: [{ name: 'provider:vision', value: 'sk-loopback' }],
    },
    context,
  )
  const project = mkdtempSync(join(tmpdir(), 'astro-vision-'))
  cleanups.push(() => rmSync(project, { recursive: true, force: true }))
  const session = await engine.handlers['session.create']({ projectDir: project }, context)
  engine.events.subscribe({ sessionId: session.id, types: ['permission-request'] }, (event) => {
    if (event.type === 'permission-request') {
      void engine.handlers['permission.reply']({ requestId: event.requestId, decision: 'once' }, context)
    }
  })
  const run = async () => {
    const { runId } = await engine.handlers['session.prompt'](
      { sessionId: session.id, prompt: 'Plot and look' },
      context,
    )
    return engine.waitForRun(session.id, runId)
  }
  return { session, run }
}

const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47]).toString('base64').slice(0, 4)

describe('view_image', () => {
  it('hands the picture to an OpenAI-compatible model as an image_url part after the tool message', async () => {
    const engine = await makeEngine()
    const model = await startFakeModel([
      { calls: [{ id: 'b1', name: 'run_bash', arguments: { command: plotCommand } }] },
      { calls: [{ id: 'v1', name: 'view_image', arguments: { path: 'plot.png' } }] },
      { text: 'A diagonal line.' },
    ])
    cleanups.push(() => model.close())
    const { run } = await setUp(engine, {
      kind: 'openai',
      baseUrl: `${model.url}/v1`,
      model: 'gpt-vision',
      acceptsImages: true,
    })
    await expect(run()).resolves.toBe('stop')
    const messages = model.requests()[2]?.messages ?? []
    const toolIndex = messages.findIndex((message) => message.tool_call_id === 'v1')
    expect(String(messages[toolIndex]?.content)).toMatch(/^Here is plot\.png: 64×48 px\./)
    const next = messages[toolIndex + 1]
    expect(next?.role).toBe('user')
    const parts = next?.content as { type: string; text?: string; image_url?: { url: string } }[]
    expect(parts[0]).toEqual({ type: 'text', text: 'The image view_image (call v1) showed:' })
    expect(parts[1]?.image_url?.url).toMatch(new RegExp(`^data:image/png;base64,${pngHeader}`))
  })

  it('puts the picture in the tool_result of an Anthropic model, as an image block', async () => {
    const engine = await makeEngine()
    // A recorded Messages stream with one tool_use, its tool's name and input changed to the call this test needs.
    const recorded = readSharedFixtureText('llm-stream/anthropic/vercel-ai_text-then-tool_use.events.jsonl')
      .split('\n')
      .filter((line) => line.trim() !== '')
    const frame = (event: Record<string, unknown>) => `event: ${String(event.type)}\ndata: ${JSON.stringify(event)}\n\n`
    const stream = (call: { id: string; name: string; input: string }) => {
      let inputSent = false
      return recorded
        .map((line) => {
          const event = JSON.parse(line) as Record<string, Record<string, unknown> | string>
          const block = event.content_block
          if (typeof block === 'object' && block.type === 'tool_use') {
            return frame({ ...event, content_block: { ...block, id: call.id, name: call.name } })
          }
          const delta = event.delta
          if (typeof delta === 'object' && delta.type === 'input_json_delta') {
            const partial = inputSent || delta.partial_json === '' ? '' : call.input
            inputSent ||= partial !== ''
            return frame({ ...event, delta: { ...delta, partial_json: partial } })
          }
          return frame(event)
        })
        .join('')
    }
    const textOnly = recorded
      .filter((line) => !line.includes('"index":1') && !line.includes('tool_use'))
      .map((line) => frame(JSON.parse(line) as Record<string, unknown>))
      .join('')
    const bodies: Record<string, unknown>[] = []
    const server = await startLoopbackServer((request, response) => {
      const body = JSON.parse(request.body) as Record<string, unknown>
      bodies.push(body)
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      const turn = bodies.length
      if (turn === 1)
        response.end(stream({ id: 'toolu_b1', name: 'run_bash', input: JSON.stringify({ command: plotCommand }) }))
      else if (turn === 2)
        response.end(stream({ id: 'toolu_v1', name: 'view_image', input: JSON.stringify({ path: 'plot.png' }) }))
      else response.end(textOnly)
    })
    cleanups.push(() => server.close())
    const { run } = await setUp(engine, {
      kind: 'anthropic',
      baseUrl: `${server.url}/v1`,
      model: 'claude-test',
      acceptsImages: true,
    })
    await expect(run()).resolves.toBe('stop')
    const messages = bodies[2]?.messages as {
      role: string
      content: { type: string; tool_use_id?: string; content?: unknown }[]
    }[]
    const result = messages
      .flatMap((message) => message.content)
      .filter((block) => block.type === 'tool_result')
      .at(-1)
    const content = result?.content as {
      type: string
      text?: string
      source?: { type: string; media_type: string; data: string }
    }[]
    expect(content[0]?.text).toMatch(/^Here is plot\.png: 64×48 px\./)
    expect(content[1]).toMatchObject({ type: 'image', source: { type: 'base64', media_type: 'image/png' } })
    expect(content[1]?.source?.data.startsWith(pngHeader)).toBe(true)
  })

  it('tells a model without vision which setting to turn on, and sends it no image', async () => {
    const engine = await makeEngine()
    const model = await startFakeModel([
      { calls: [{ id: 'v1', name: 'view_image', arguments: { path: 'plot.png' } }] },
      { text: 'I cannot see it.' },
    ])
    cleanups.push(() => model.close())
    const { run } = await setUp(engine, {
      kind: 'openai',
      baseUrl: `${model.url}/v1`,
      model: 'text-only',
      acceptsImages: false,
    })
    await expect(run()).resolves.toBe('stop')
    const messages = model.requests()[1]?.messages ?? []
    const tool = messages.find((message) => message.tool_call_id === 'v1')
    expect(String(tool?.content)).toContain('text-only (Vision test model) does not accept images')
    expect(String(tool?.content)).toContain('Settings → Model providers → the provider → Accepts images')
    expect(JSON.stringify(messages)).not.toContain('image_url')
  })
})
