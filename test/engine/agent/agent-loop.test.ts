import { afterEach, describe, expect, it } from 'vitest'
import { FakeLanguageModel } from '../../helpers/fake-model/fake-language-model'
import { call, reply } from '../../helpers/fake-model/fake-turn'
import { createHarness, type Harness } from './agent-harness'
import { createWaitTool, echoTool } from './test-tools'

let harness: Harness | undefined
afterEach(() => {
  harness?.close()
  harness = undefined
})

describe('agent loop', () => {
  it('runs multi-step tool use: streams text, executes calls, feeds results back, stops when the model ends', async () => {
    const model = new FakeLanguageModel([
      reply('Let me echo.', [call('c1', 'echo', { text: 'M31' }), call('c2', 'echo', { text: 'M33' })]),
      reply('Both galaxies echoed.'),
    ])
    harness = createHarness({ model, tools: [echoTool] })
    const { runId } = harness.runtime.prompt(harness.sessionId, 'Echo two galaxies')
    const outcome = await harness.runtime.wait(runId)

    expect(outcome).toMatchObject({ status: 'stop', steps: 2, error: null })
    const text = harness
      .ofType('text-delta')
      .map((event) => event.delta)
      .join('')
    expect(text).toBe('Let me echo.Both galaxies echoed.')
    expect(harness.ofType('tool-result').map((event) => [event.toolCallId, event.output, event.state])).toEqual([
      ['c1', 'echo: M31', 'completed'],
      ['c2', 'echo: M33', 'completed'],
    ])
    const second = model.requests[1]
    expect(second?.messages.slice(-3)).toEqual([
      {
        role: 'assistant',
        text: 'Let me echo.',
        toolCalls: [
          { id: 'c1', name: 'echo', arguments: { text: 'M31' } },
          { id: 'c2', name: 'echo', arguments: { text: 'M33' } },
        ],
      },
      { role: 'tool', toolCallId: 'c1', name: 'echo', content: 'echo: M31', isError: false },
      { role: 'tool', toolCallId: 'c2', name: 'echo', content: 'echo: M33', isError: false },
    ])
    expect(model.requests[0]?.tools.map((tool) => tool.name)).toEqual(['echo'])
    const types = harness.types(runId)
    expect(types[0]).toBe('run-start')
    expect(types.at(-1)).toBe('run-end')
    expect(types.filter((type) => type === 'step-start')).toHaveLength(2)
    expect(types.indexOf('tool-result')).toBeLessThan(types.lastIndexOf('step-end'))
  })

  it('persists every message in order, so the next run continues the conversation', async () => {
    const model = new FakeLanguageModel([
      reply('Calling.', [call('c1', 'echo', { text: 'a' })]),
      reply('Done.'),
      reply('Again.'),
    ])
    harness = createHarness({ model, tools: [echoTool] })
    await harness.runtime.wait(harness.runtime.prompt(harness.sessionId, 'first').runId)
    await harness.runtime.wait(harness.runtime.prompt(harness.sessionId, 'second').runId)

    const { messages, runs } = harness.runtime.history(harness.sessionId)
    expect(messages.map((row) => [row.position, row.body.kind, row.step])).toEqual([
      [0, 'user', 0],
      [1, 'assistant', 1],
      [2, 'tool', 1],
      [3, 'assistant', 2],
      [4, 'user', 0],
      [5, 'assistant', 1],
    ])
    expect(runs.map((run) => [run.prompt, run.status, run.steps])).toEqual([
      ['first', 'stop', 2],
      ['second', 'stop', 1],
    ])
    expect(model.requests[2]?.messages.map((message) => message.role)).toEqual([
      'user',
      'assistant',
      'tool',
      'assistant',
      'user',
    ])
  })

  it('stops at max steps while the model keeps calling tools', async () => {
    const model = new FakeLanguageModel([1, 2, 3, 4].map((n) => reply('', [call(`c${n}`, 'echo', { text: `${n}` })])))
    harness = createHarness({ model, tools: [echoTool], maxSteps: 3 })
    const outcome = await harness.runtime.wait(harness.runtime.prompt(harness.sessionId, 'loop').runId)
    expect(outcome).toMatchObject({ status: 'max-steps', steps: 3 })
    expect(model.requests).toHaveLength(3)
    expect(harness.ofType('run-end')[0]).toMatchObject({ reason: 'max-steps', steps: 3 })
  })

  it('cancels mid-stream: the stream stops, the partial answer is kept, and the session takes the next prompt', async () => {
    let hanging: () => void = () => undefined
    const started = new Promise<void>((resolve) => {
      hanging = resolve
    })
    const model = new FakeLanguageModel([
      { text: ['Thinking about NGC 4258'], end: 'hang', onHang: () => hanging() },
      reply('Fresh answer.'),
    ])
    harness = createHarness({ model })
    const { runId } = harness.runtime.prompt(harness.sessionId, 'tell me')
    await started
    expect(harness.runtime.cancel(harness.sessionId)).toBe(true)
    const outcome = await harness.runtime.wait(runId)
    expect(outcome.status).toBe('aborted')
    expect(harness.types(runId).at(-1)).toBe('run-abort')
    expect(harness.runtime.history(harness.sessionId).runs[0]?.status).toBe('aborted')

    const next = await harness.runtime.wait(harness.runtime.prompt(harness.sessionId, 'again').runId)
    expect(next.status).toBe('stop')
    expect(model.requests[1]?.messages).toEqual([
      { role: 'user', content: 'tell me' },
      { role: 'assistant', text: 'Thinking about NGC 4258', toolCalls: [] },
      { role: 'user', content: 'again' },
    ])
  })

  it('cancels mid-tool: the running tool is cancelled and its result says so', async () => {
    let toolStarted: () => void = () => undefined
    const started = new Promise<void>((resolve) => {
      toolStarted = resolve
    })
    const model = new FakeLanguageModel([reply('Waiting.', [call('w1', 'wait_forever', {})])])
    harness = createHarness({ model, tools: [createWaitTool(() => toolStarted())] })
    const { runId } = harness.runtime.prompt(harness.sessionId, 'wait')
    await started
    harness.runtime.cancel(harness.sessionId)
    const outcome = await harness.runtime.wait(runId)
    expect(outcome.status).toBe('aborted')
    const result = harness.ofType('tool-result')[0]
    expect(result?.state).toBe('cancelled')
    const stored = harness.runtime.history(harness.sessionId).messages.map((row) => row.body.kind)
    expect(stored).toEqual(['user', 'assistant', 'tool'])
  })

  it('reports a provider error mid-stream clearly and leaves the session usable', async () => {
    const model = new FakeLanguageModel([{ text: ['Half an ans'], end: { fail: 'server' } }, reply('Recovered.')])
    harness = createHarness({ model })
    const outcome = await harness.runtime.wait(harness.runtime.prompt(harness.sessionId, 'q').runId)
    expect(outcome.status).toBe('error')
    const error = harness.ofType('error')[0]
    expect(error).toMatchObject({
      code: 'server',
      message: 'Scripted failure (server).',
      hint: 'Scripted hint: try again.',
    })
    expect(harness.ofType('run-end')[0]?.reason).toBe('error')

    const next = await harness.runtime.wait(harness.runtime.prompt(harness.sessionId, 'retry').runId)
    expect(next.status).toBe('stop')
    expect(model.requests[1]?.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user'])
  })

  it('refuses a second prompt while a run is active in the session', async () => {
    let hanging: () => void = () => undefined
    const started = new Promise<void>((resolve) => {
      hanging = resolve
    })
    harness = createHarness({ model: new FakeLanguageModel([{ text: ['…'], end: 'hang', onHang: () => hanging() }]) })
    const { runId } = harness.runtime.prompt(harness.sessionId, 'one')
    await started
    expect(() => harness?.runtime.prompt(harness.sessionId, 'two')).toThrow(/still working/)
    harness.runtime.cancel(harness.sessionId)
    await harness.runtime.wait(runId)
  })

  it('counts usage and cost per step and for the session', async () => {
    const model = new FakeLanguageModel([reply('a', [call('c1', 'echo', { text: 'x' })]), reply('b')])
    harness = createHarness({
      model,
      tools: [echoTool],
      price: { inputPerMillion: 3, outputPerMillion: 15, cachedInputPerMillion: 0.3 },
    })
    await harness.runtime.wait(harness.runtime.prompt(harness.sessionId, 'cost').runId)
    const usage = harness.ofType('usage')
    // 60 uncached × $3 + 40 cached × $0.30 + 20 output × $15, per million tokens
    const perStep = (60 * 3 + 40 * 0.3 + 20 * 15) / 1_000_000
    expect(usage.map((event) => event.costUsd)).toEqual([perStep, perStep])
    expect(usage[1]?.sessionCostUsd).toBeCloseTo(2 * perStep, 12)
    expect(usage[0]?.usage).toEqual({ inputTokens: 100, outputTokens: 20, cachedInputTokens: 40, reasoningTokens: 0 })
  })

  it('rebuilds the timeline of stored runs as the same kinds of events the live run sent', async () => {
    const model = new FakeLanguageModel([reply('Calling.', [call('c1', 'echo', { text: 'a' })]), reply('Done.')])
    harness = createHarness({ model, tools: [echoTool] })
    const { runId } = harness.runtime.prompt(harness.sessionId, 'first')
    await harness.runtime.wait(runId)
    const rebuilt = harness.runtime.timeline(harness.sessionId).events
    const significant = (type: string) => type !== 'text-delta' && type !== 'tool-call'
    expect(rebuilt.map((event) => event.type).filter(significant)).toEqual(harness.types(runId).filter(significant))
    expect(
      rebuilt.filter((event) => event.type === 'text-delta').map((event) => event.type === 'text-delta' && event.delta),
    ).toEqual(['Calling.', 'Done.'])
    expect(rebuilt.find((event) => event.type === 'tool-call')).toMatchObject({ toolCallId: 'c1', state: 'completed' })
  })

  it('closes runs a crash left open, keeping every step committed before it', async () => {
    let hanging: () => void = () => undefined
    const started = new Promise<void>((resolve) => {
      hanging = resolve
    })
    const model = new FakeLanguageModel([
      reply('Step one.', [call('c1', 'echo', { text: 'a' })]),
      { text: ['Step two…'], end: 'hang', onHang: () => hanging() },
    ])
    harness = createHarness({ model, tools: [echoTool] })
    harness.runtime.prompt(harness.sessionId, 'long job')
    await started
    const afterCrash = createHarness({ model: new FakeLanguageModel([]), db: harness.db })
    const history = afterCrash.runtime.history(harness.sessionId)
    expect(history.messages.map((row) => row.body.kind)).toEqual(['user', 'assistant', 'tool'])
    expect(history.runs[0]).toMatchObject({ status: 'error', error: expect.stringContaining('stopped') })
    harness.runtime.cancel(harness.sessionId)
  })

  it('reports a run that cannot be recorded as an error instead of crashing', async () => {
    harness = createHarness({ model: new FakeLanguageModel([reply('never')]) })
    const outcome = await harness.runtime.wait(harness.runtime.prompt('no-such-session', 'hello').runId)
    expect(outcome.status).toBe('error')
    expect(outcome.error?.message).toMatch(/could not be recorded/)
    expect(harness.ofType('error')[0]).toMatchObject({ sessionId: 'no-such-session', code: 'internal' })
    expect(harness.runtime.activeRun('no-such-session')).toBeNull()
  })

  it('gives a reloading client the stored steps plus the step in flight, then the run continues after lastSeq', async () => {
    let hanging: () => void = () => undefined
    const started = new Promise<void>((resolve) => {
      hanging = resolve
    })
    const model = new FakeLanguageModel([
      reply('Step one.', [call('c1', 'echo', { text: 'a' })]),
      { text: ['Step two is streaming'], end: 'hang', onHang: () => hanging() },
    ])
    harness = createHarness({ model, tools: [echoTool] })
    const { runId } = harness.runtime.prompt(harness.sessionId, 'long job')
    await started
    const reload = harness.runtime.timeline(harness.sessionId)
    const stored = reload.events.filter((event) => event.seq === 0)
    const inFlight = reload.events.filter((event) => event.seq > 0)
    expect(stored.map((event) => event.type)).toEqual([
      'run-start',
      'step-start',
      'text-delta',
      'tool-call',
      'tool-result',
      'usage',
      'step-end',
    ])
    expect(inFlight.map((event) => event.type)).toEqual(['step-start', 'text-delta'])
    const firstLive = inFlight[0]?.seq ?? 0
    expect(firstLive).toBeGreaterThan(0)
    expect(inFlight.map((event) => event.seq)).toEqual(
      harness.events.filter((event) => event.seq >= firstLive).map((event) => event.seq),
    )
    expect(reload.lastSeq).toBe(harness.events.at(-1)?.seq)

    harness.runtime.cancel(harness.sessionId)
    await harness.runtime.wait(runId)
    const after = harness.events.filter((event) => event.seq > reload.lastSeq).map((event) => event.type)
    expect(after.at(-1)).toBe('run-abort')
    expect(after).not.toContain('run-start')
  })
})
