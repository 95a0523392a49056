import { EventEmitter } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { z } from 'zod'
import { createAgentModule } from '../electron/main/engine/agent/agent-module'
import { migrations } from '../electron/main/engine/db/migrations'
import { openDatabase } from '../electron/main/engine/db/open-database'
import { createEventBus } from '../electron/main/engine/events/event-bus'
import { HookRegistry } from '../electron/main/engine/hooks/hook-registry'
import type { PermissionGate } from '../electron/main/engine/permissions/permission-gate'
import type { LanguageModel, ModelRequest } from '../electron/main/engine/providers/language-model'
import type { ModelStreamPart } from '../electron/main/engine/providers/model-stream-part'
import { defineTool, toolResult } from '../electron/main/engine/tools/define-tool'
import type { EventInput } from '../electron/shared/contract/events'
import { settingsSchema } from '../electron/shared/domain/settings'
import type { Bench, BenchRow } from './bench-types'

const usage = { inputTokens: 100, outputTokens: 10, cachedInputTokens: 0, reasoningTokens: 0 }

/** Each step: ten text deltas and one echo call; every `stepsPerRun`-th step ends the run. */
function scriptedModel(stepsPerRun: number): LanguageModel {
  let step = 0
  return {
    provider: 'bench',
    modelId: 'scripted',
    contextWindow: 1_000_000,
    async *stream(_request: ModelRequest): AsyncGenerator<ModelStreamPart> {
      step += 1
      for (let index = 0; index < 10; index++) yield { type: 'text-delta', delta: `token ${index} ` }
      if (step % stepsPerRun !== 0) {
        const call = { id: `c${step}`, name: 'echo', arguments: { text: 'x' }, argumentsText: '{"text":"x"}' }
        yield { type: 'tool-call-start', index: 0, id: call.id, name: call.name }
        yield { type: 'tool-call-end', index: 0, call }
      }
      yield { type: 'usage', usage }
      yield { type: 'finish', reason: step % stepsPerRun === 0 ? 'stop' : 'tool-calls' }
    },
  }
}

const echo = defineTool({
  name: 'echo',
  description: 'Echo.',
  input: z.object({ text: z.string() }),
  isConcurrencySafe: () => true,
  execute: async ({ text }) => toolResult(text),
})

const allowAll: PermissionGate = { check: async () => ({ allowed: true, via: 'auto' }), denial: () => null }

/** The full loop (events, executor, SQLite commit per step) around a model that answers instantly. */
async function loopMillisecondsPerStep(runs: number, stepsPerRun: number): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'astro-bench-'))
  const { db } = openDatabase(join(dataDir, 'bench.sqlite'), migrations)
  db.prepare(
    "insert into sessions (id, title, project_dir, created_at, updated_at) values ('s', 'b', null, 0, 0)",
  ).run()
  const events = createEventBus({ clock: { now: () => Date.now() }, validate: false, capacity: 10_000 })
  const settings = settingsSchema.parse({})
  const agent = createAgentModule({
    db,
    events,
    settings: { get: () => settings, secret: async () => null },
    sessionExists: () => true,
    sessionModel: () => null,
    permissions: allowAll,
    hooks: new HookRegistry(),
    dataDir,
    now: () => Date.now(),
    tools: [echo],
    resolveModel: async () => ({ model: scriptedModel(stepsPerRun), price: undefined }),
    maxSteps: stepsPerRun,
  })
  const started = performance.now()
  for (let run = 0; run < runs; run++) {
    const { runId } = agent.runtime.prompt('s', `run ${run}`)
    await agent.runtime.wait(runId)
  }
  const elapsed = performance.now() - started
  await agent.dispose()
  db.close()
  rmSync(dataDir, { recursive: true, force: true })
  return elapsed / (runs * stepsPerRun)
}

/** The peer: the same model and tool in a bare loop with no events, no executor and no storage. */
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
        const output = await echo.execute(echo.input.parse(call.arguments), {} as never)
        messages.push({ role: 'tool', toolCallId: call.id, name: call.name, content: output.content, isError: false })
      }
      if (calls.length === 0) break
    }
  }
  return (performance.now() - started) / (runs * stepsPerRun)
}

const waitForCancel = defineTool({
  name: 'wait_for_cancel',
  description: 'Runs until cancelled.',
  input: z.object({}),
  execute: (_input, context) =>
    new Promise((_resolve, reject) => {
      context.signal.addEventListener('abort', () => reject(context.signal.reason), { once: true })
    }),
})

/** A model that streams one delta, then either hangs (mid-stream) or calls a tool that hangs (mid-tool). */
function hangingModel(where: 'stream' | 'tool'): LanguageModel {
  return {
    provider: 'bench',
    modelId: 'hanging',
    contextWindow: 1_000_000,
    async *stream(_request: ModelRequest, signal: AbortSignal): AsyncGenerator<ModelStreamPart> {
      yield { type: 'text-delta', delta: 'working' }
      if (where === 'tool') {
        const call = { id: 'w', name: 'wait_for_cancel', arguments: {}, argumentsText: '{}' }
        yield { type: 'tool-call-start', index: 0, id: 'w', name: call.name }
        yield { type: 'tool-call-end', index: 0, call }
        yield { type: 'finish', reason: 'tool-calls' }
        return
      }
      await new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)))
    },
  }
}

/** Milliseconds from cancel to the run-abort event, the slowest of `runs`. */
async function cancelLatency(where: 'stream' | 'tool', runs: number): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'astro-bench-'))
  const { db } = openDatabase(join(dataDir, 'bench.sqlite'), migrations)
  db.prepare(
    "insert into sessions (id, title, project_dir, created_at, updated_at) values ('s', 'b', null, 0, 0)",
  ).run()
  const events = createEventBus({ clock: { now: () => Date.now() }, validate: false })
  const settings = settingsSchema.parse({})
  const agent = createAgentModule({
    db,
    events,
    settings: { get: () => settings, secret: async () => null },
    sessionExists: () => true,
    sessionModel: () => null,
    permissions: allowAll,
    hooks: new HookRegistry(),
    dataDir,
    now: () => Date.now(),
    tools: [waitForCancel],
    resolveModel: async () => ({ model: hangingModel(where), price: undefined }),
  })
  let worst = 0
  for (let run = 0; run < runs; run++) {
    const running = new Promise<void>((resolve) => {
      const stop = events.subscribe({ sessionId: 's' }, (event) => {
        const ready =
          where === 'stream' ? event.type === 'text-delta' : event.type === 'tool-call' && event.state === 'running'
        if (ready) {
          stop()
          resolve()
        }
      })
    })
    const { runId } = agent.runtime.prompt('s', 'go')
    await running
    const aborted = new Promise<number>((resolve) => {
      const stop = events.subscribe({ sessionId: 's', types: ['run-abort'] }, () => {
        stop()
        resolve(performance.now())
      })
    })
    const started = performance.now()
    agent.runtime.cancel('s', runId)
    worst = Math.max(worst, (await aborted) - started)
    await agent.runtime.wait(runId)
  }
  await agent.dispose()
  db.close()
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
