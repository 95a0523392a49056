import { EventEmitter } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { z } from 'zod'
import { createEngine } from '../electron/main/engine/engine'
import { createEventBus } from '../electron/main/engine/events/event-bus'
import { createEngineLog } from '../electron/main/engine/log/engine-log'
import type { LanguageModel, ModelRequest } from '../electron/main/engine/providers/language-model'
import { createMemorySecretStore } from '../electron/main/engine/secrets/memory-secret-store'
import { defineTool, toolResult } from '../electron/main/engine/tools/define-tool'
import { runEnded } from '../electron/main/hosts/common/run-ended'
import type { EventInput } from '../electron/shared/contract/events'
import { FakeLanguageModel } from '../test/helpers/fake-model/fake-language-model'
import type { FakeTurn } from '../test/helpers/fake-model/fake-turn'
import { testToolUi } from '../test/helpers/test-tool-ui'
import type { Bench, BenchRow } from './bench-types'

/** Each step: ten text deltas and one todo_write call; every `stepsPerRun`-th step ends the run. */
function scriptedModel(stepsPerRun: number): LanguageModel {
  const tokens = Array.from({ length: 10 }, (_, index) => `token ${index} `)
  return new FakeLanguageModel((_request, index) => {
    const step = index + 1
    const calls = step % stepsPerRun === 0 ? [] : [{ id: `c${step}`, name: 'todo_write', arguments: { todos: [] } }]
    return { text: tokens, calls, usage: { input: 100, output: 10, cachedInput: 0 } }
  }, 1_000_000)
}

const echo = defineTool({
  name: 'echo',
  ui: testToolUi('echo'),
  description: 'Echo.',
  input: z.object({ text: z.string() }),
  isConcurrencySafe: () => true,
  execute: async ({ text }) => toolResult(text),
})

const context = { signal: new AbortController().signal }

/** A real engine on a fresh data dir whose agent talks to `model`. */
async function engineWith(model: LanguageModel, maxSteps?: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'astro-bench-'))
  const clock = { now: () => Date.now() }
  const engine = await createEngine(
    {
      host: 'test',
      dataDir,
      appVersion: 'bench',
      secrets: createMemorySecretStore(),
      clock,
      log: createEngineLog({ dataDir, clock }),
    },
    {
      validateEvents: false,
      watchFolders: false,
      agent: { resolveModel: async () => ({ model, price: undefined }), ...(maxSteps ? { maxSteps } : {}) },
    },
  )
  const session = await engine.handlers['session.create']({ title: 'bench' }, context)
  return { engine, dataDir, session }
}

/** The full engine's loop (events, executor, SQLite commit per step) around a model that answers instantly. */
async function loopMillisecondsPerStep(runs: number, stepsPerRun: number): Promise<number> {
  const { engine, dataDir, session } = await engineWith(scriptedModel(stepsPerRun), stepsPerRun)
  const started = performance.now()
  for (let run = 0; run < runs; run++) {
    const { runId } = await engine.handlers['session.prompt']({ sessionId: session.id, prompt: `run ${run}` }, context)
    await runEnded(engine, session.id, runId)
  }
  const elapsed = performance.now() - started
  await engine.dispose()
  rmSync(dataDir, { recursive: true, force: true })
  return elapsed / (runs * stepsPerRun)
}

/** The peer: the same model in a bare loop with no events, no executor and no storage, echoing each call. */
async function bareLoopMillisecondsPerStep(runs: number, stepsPerRun: number): Promise<number> {
  const model = scriptedModel(stepsPerRun)
  const signal = new AbortController().signal
  const started = performance.now()
  for (let run = 0; run < runs; run++) {
    const messages: ModelRequest['messages'] = [{ role: 'user', content: `run ${run}` }]
    for (let step = 0; step < stepsPerRun; step++) {
      let text = ''
      const calls = []
      for await (const part of model.stream({ system: '', messages, tools: [] }, signal)) {
        if (part.type === 'text-delta') text += part.delta
        if (part.type === 'tool-call-end') calls.push(part.call)
      }
      messages.push({ role: 'assistant', text, toolCalls: calls })
      for (const call of calls) {
        const output = await echo.execute(echo.input.parse({ text: JSON.stringify(call.arguments) }), {} as never)
        messages.push({ role: 'tool', toolCallId: call.id, name: call.name, content: output.content, isError: false })
      }
      if (calls.length === 0) break
    }
  }
  return (performance.now() - started) / (runs * stepsPerRun)
}

/**
 * A model that streams one delta, then either hangs (mid-stream) or calls a tool that hangs (mid-tool): search_papers
 * against an arXiv that never answers.
 */
function hangingModel(where: 'stream' | 'tool'): LanguageModel {
  const search = { id: 'w', name: 'search_papers', arguments: { query: 'hanging', source: 'arxiv' } }
  const turn: FakeTurn = where === 'tool' ? { text: ['working'], calls: [search] } : { text: ['working'], end: 'hang' }
  return new FakeLanguageModel(() => turn, 1_000_000)
}

/** Milliseconds from cancel to the run-abort event, the slowest of `runs`. */
async function cancelLatency(where: 'stream' | 'tool', runs: number): Promise<number> {
  const stalled = createServer(() => undefined)
  await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve))
  const address = stalled.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const { engine, dataDir, session } = await engineWith(hangingModel(where))
  await engine.handlers['settings.set'](
    { patch: { services: { arxivBaseUrl: `http://127.0.0.1:${port}` } }, secrets: [] },
    context,
  )
  let worst = 0
  for (let run = 0; run < runs; run++) {
    const running = new Promise<void>((resolve) => {
      const stop = engine.events.subscribe({ sessionId: session.id }, (event) => {
        const ready =
          where === 'stream' ? event.type === 'text-delta' : event.type === 'tool-call' && event.state === 'running'
        if (ready) {
          stop()
          resolve()
        }
      })
    })
    const { runId } = await engine.handlers['session.prompt']({ sessionId: session.id, prompt: 'go' }, context)
    await running
    const aborted = new Promise<number>((resolve) => {
      const stop = engine.events.subscribe({ sessionId: session.id, types: ['run-abort'] }, () => {
        stop()
        resolve(performance.now())
      })
    })
    const started = performance.now()
    await engine.handlers['session.cancel']({ sessionId: session.id, runId }, context)
    worst = Math.max(worst, (await aborted) - started)
    await runEnded(engine, session.id, runId)
  }
  await engine.dispose()
  stalled.closeAllConnections()
  stalled.close()
  rmSync(dataDir, { recursive: true, force: true })
  return worst
}

const delta = (index: number): EventInput => ({
  type: 'text-delta',
  sessionId: 's',
  runId: 'r',
  step: 1,
  delta: `token ${index}`,
})

function busEventsPerSecond(count: number, validate: boolean): number {
  const bus = createEventBus({ clock: { now: () => Date.now() }, validate })
  let received = 0
  bus.subscribe({ sessionId: 's' }, () => {
    received += 1
  })
  const started = performance.now()
  for (let index = 0; index < count; index++) bus.emit(delta(index))
  const seconds = (performance.now() - started) / 1000
  if (received !== count) throw new Error(`The bus lost events: ${received} of ${count}`)
  return count / seconds
}

function emitterEventsPerSecond(count: number): number {
  const emitter = new EventEmitter()
  let received = 0
  let seq = 0
  emitter.on('event', () => {
    received += 1
  })
  const started = performance.now()
  for (let index = 0; index < count; index++) emitter.emit('event', { ...delta(index), seq: ++seq, at: Date.now() })
  const seconds = (performance.now() - started) / 1000
  if (received !== count) throw new Error('The emitter lost events')
  return count / seconds
}

const rate = (perSecond: number) => `${Math.round(perSecond).toLocaleString('en-US')}/s`

export const bench: Bench = {
  name: 'agent loop',
  async run(): Promise<BenchRow[]> {
    await loopMillisecondsPerStep(3, 5)
    const ours = await loopMillisecondsPerStep(40, 5)
    const peer = await bareLoopMillisecondsPerStep(40, 5)
    const count = 200_000
    busEventsPerSecond(10_000, false)
    const bus = busEventsPerSecond(count, false)
    const validated = busEventsPerSecond(50_000, true)
    const emitter = emitterEventsPerSecond(count)
    const cancelStream = await cancelLatency('stream', 20)
    const cancelTool = await cancelLatency('tool', 20)
    return [
      {
        suite: 'agent loop',
        case: 'cancel → run-abort, mid-stream (worst of 20)',
        ours: `${cancelStream.toFixed(1)} ms`,
        peer: '–',
        peerName: 'AstroResearch polls every 250 ms',
        goal: '≤ 250 ms',
        met: cancelStream <= 250,
      },
      {
        suite: 'agent loop',
        case: 'cancel → run-abort, mid-tool (worst of 20)',
        ours: `${cancelTool.toFixed(1)} ms`,
        peer: '–',
        peerName: 'AstroResearch polls every 250 ms',
        goal: '≤ 250 ms',
        met: cancelTool <= 250,
      },
      {
        suite: 'agent loop',
        case: 'overhead per step (10 deltas + 1 tool call, events, SQLite commit)',
        ours: `${ours.toFixed(3)} ms`,
        peer: `${peer.toFixed(3)} ms`,
        peerName: 'bare loop, no events or storage',
        goal: '< 5 ms',
        met: ours < 5,
      },
      {
        suite: 'agent loop',
        case: 'events through the bus (seq, replay buffer, filter)',
        ours: rate(bus),
        peer: rate(emitter),
        peerName: 'node EventEmitter',
        goal: '≥ 5,000/s, none lost',
        met: bus >= 5000,
      },
      {
        suite: 'agent loop',
        case: 'events through the bus with schema validation (dev)',
        ours: rate(validated),
        peer: rate(emitter),
        peerName: 'node EventEmitter',
        goal: '≥ 5,000/s, none lost',
        met: validated >= 5000,
      },
    ]
  },
}
