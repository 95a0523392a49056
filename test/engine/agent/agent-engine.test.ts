import { afterEach, describe, expect, it } from 'vitest'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import type { FakeTurn } from '../../helpers/fake-model/fake-turn'
import { streamTurn } from '../../helpers/fake-model/openai-turn-stream'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { createTestEngine, type TestEngine } from '../../helpers/test-engine'
import { fixtureBody, writeChunks } from '../providers/replay-stream'

let engine: TestEngine | undefined
let server: LoopbackServer | undefined
let hangingModel: FakeModelServer | undefined
afterEach(async () => {
  await engine?.dispose()
  await server?.close()
  await hangingModel?.close()
  engine = undefined
  server = undefined
  hangingModel = undefined
})

const finalAnswer: FakeTurn = { text: ['The product is ', '2869461.'], usage: { input: 80, output: 6, cachedInput: 0 } }

async function engineWithProvider(): Promise<TestEngine> {
  let calls = 0
  server = await startLoopbackServer(async (_request, response) => {
    calls += 1
    if (calls === 1) await writeChunks(response, [fixtureBody('openai/simonw-llm_test_tool_use_basic.response0.sse')])
    else await streamTurn(response, finalAnswer)
  })
  const created = await createTestEngine()
  await useFakeModel(created, server)
  return created
}

const context = { signal: new AbortController().signal }

describe('agent commands through the engine', () => {
  it('prompts a session with the configured provider, streams events and stores the conversation', async () => {
    engine = await engineWithProvider()
    const session = await engine.handlers['session.create']({ title: 'Multiply' }, context)
    const seen: AgentEvent[] = []
    engine.events.subscribe({ sessionId: session.id }, (event) => seen.push(event))
    const { runId } = await engine.handlers['session.prompt'](
      { sessionId: session.id, prompt: 'What is 1231 * 2331?' },
      context,
    )
    // The model asked for `multiply`, which this engine does not offer: the model is told, and answers anyway.
    expect(await engine.waitForRun(session.id, runId)).toBe('stop')
    const result = seen.find((event) => event.type === 'tool-result')
    expect(result).toMatchObject({ name: 'multiply', isError: true })
    expect(
      seen
        .filter((event) => event.type === 'text-delta')
        .map((event) => event.type === 'text-delta' && event.delta)
        .join(''),
    ).toBe('The product is 2869461.')
    expect(server?.requests[0]?.headers.authorization).toBe('Bearer sk-loopback')
    const tools = JSON.parse(server?.requests[0]?.body ?? '{}').tools.map(
      (tool: { function: { name: string } }) => tool.function.name,
    )
    expect(tools).toEqual(expect.arrayContaining(['compress_context', 'todo_write']))

    const history = await engine.handlers['session.messages']({ sessionId: session.id }, context)
    expect(history.messages.map((row) => row.body.kind)).toEqual(['user', 'assistant', 'tool', 'assistant'])
    expect(history.activeRunId).toBeNull()
    const timeline = await engine.handlers['session.events']({ sessionId: session.id }, context)
    expect(timeline.events.at(-1)).toMatchObject({ type: 'run-end', reason: 'stop', steps: 2 })
  })

  it('tells the user what to set when no provider is configured', async () => {
    engine = await createTestEngine()
    const session = await engine.handlers['session.create']({ title: 'No provider' }, context)
    const { runId } = await engine.handlers['session.prompt']({ sessionId: session.id, prompt: 'hello' }, context)
    expect(await engine.waitForRun(session.id, runId)).toBe('error')
    const error = engine.events.replay({ sessionId: session.id }).find((event) => event.type === 'error')
    expect(error).toMatchObject({ code: 'no-provider', hint: expect.stringContaining('Settings → Model providers') })
  })

  it('refuses a prompt for a session that does not exist', async () => {
    engine = await createTestEngine()
    await expect(
      engine.handlers['session.prompt']({ sessionId: 'ghost', prompt: 'hi' }, context),
    ).rejects.toMatchObject({
      code: 'not-found',
    })
  })

  it('stops the run of a session that is deleted while it runs', async () => {
    engine = await engineWithProvider()
    await server?.close()
    let streaming: () => void = () => undefined
    const started = new Promise<void>((resolve) => {
      streaming = resolve
    })
    hangingModel = await startFakeModel([{ text: ['Working on it'], end: 'hang', onHang: streaming }])
    const { settings } = await engine.handlers['settings.get']({}, context)
    await engine.handlers['settings.set'](
      {
        patch: {
          providers: settings.providers.map((provider) => ({ ...provider, baseUrl: `${hangingModel?.url}/v1` })),
        },
        secrets: [],
      },
      context,
    )
    const session = await engine.handlers['session.create']({ title: 'Doomed' }, context)
    const { runId } = await engine.handlers['session.prompt']({ sessionId: session.id, prompt: 'long task' }, context)
    await started
    await engine.handlers['session.delete']({ id: session.id }, context)
    expect(await engine.waitForRun(session.id, runId)).toBe('aborted')
  })
})
