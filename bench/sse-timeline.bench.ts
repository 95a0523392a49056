import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createParser } from 'eventsource-parser'
import { createEngine, type Engine } from '../electron/main/engine/engine'
import { createEngineLog } from '../electron/main/engine/log/engine-log'
import { createMemorySecretStore } from '../electron/main/engine/secrets/memory-secret-store'
import { type HeadlessServer, startHeadlessServer } from '../electron/main/hosts/headless/server'
import type { AgentEvent, EventInput } from '../electron/shared/contract/events'
import { createHttpTransport } from '../src/bridge/http-transport'
import { applyEvent } from '../src/timeline/reduce-events'
import { emptyTimeline, type TimelineView } from '../src/timeline/timeline-types'
import type { Bench, BenchRow } from './bench-types'

const SESSION_ID = 'bench-session'
const STEPS_PER_RUN = 5
const TEXT_DELTAS_PER_STEP = 60
const REASONING_DELTAS_PER_STEP = 8
/** Events the bus emits before yielding to the event loop, as the agent loop does between model chunks. */
const BATCH = 200
const TIMEOUT_MS = 15_000

const words = ['The ', 'galaxy ', 'rotation ', 'curve ', 'flattens ', 'beyond ', '10 kpc', ', ', 'see ', '[P1]', '. ']
const toolOutput = `<passages>\n${'[P1] Reid 2019 — the Milky Way rotation curve from masers. '.repeat(14)}\n</passages>`
const sources = [
  { key: 'P1', paperId: 'paper-1', title: 'Trigonometric parallaxes', citation: 'Reid 2019, pp. 1–2' },
  { key: 'P2', paperId: 'paper-2', title: 'Gaia DR3 kinematics', citation: 'Gaia 2023, p. 7' },
].map((source, index) => ({ ...source, pageStart: index + 1, pageEnd: index + 2 }))

/** A session's worth of agent events, text-delta heavy: per step reasoning, streamed text, one rag_search call. */
function scriptedEvents(runs: number): EventInput[] {
  const events: EventInput[] = []
  const base = { sessionId: SESSION_ID }
  for (let run = 0; run < runs; run++) {
    const runId = `run-${run}`
    events.push({ ...base, runId, type: 'run-start', prompt: `Question ${run}` })
    for (let step = 1; step <= STEPS_PER_RUN; step++) {
      const envelope = { ...base, runId, step }
      events.push({ ...base, runId, type: 'step-start', step })
      for (let index = 0; index < REASONING_DELTAS_PER_STEP; index++) {
        events.push({ ...envelope, type: 'reasoning-delta', delta: `thinking ${index} ` })
      }
      for (let index = 0; index < TEXT_DELTAS_PER_STEP; index++) {
        events.push({ ...envelope, type: 'text-delta', delta: words[index % words.length] ?? '' })
      }
      const last = step === STEPS_PER_RUN
      if (!last) {
        const call = { ...envelope, toolCallId: `${runId}-call-${step}`, name: 'rag_search' }
        const args = { question: 'What is the rotation speed at the solar circle?', k: 8 }
        events.push({ ...call, type: 'tool-call', arguments: args, state: 'pending' })
        events.push({ ...call, type: 'tool-call', arguments: args, state: 'running' })
        events.push({
          ...envelope,
          type: 'tool-result',
          toolCallId: call.toolCallId,
          name: call.name,
          output: toolOutput,
          isError: false,
          metadata: { sources, unknownCitations: [], indexed: 42 },
          arguments: args,
          durationMs: 30,
          state: 'completed',
        })
      }
      const usage = { inputTokens: 1200, outputTokens: 80, cachedInputTokens: 900, reasoningTokens: 20 }
      events.push({ ...envelope, type: 'usage', usage, costUsd: 0.001, costKnown: true, sessionCostUsd: 0.001 * step })
      events.push({ ...envelope, type: 'step-end', finishReason: last ? 'stop' : 'tool-calls' })
    }
    events.push({ ...base, runId, type: 'run-end', reason: 'stop', steps: STEPS_PER_RUN })
  }
  return events
}

/** Counts what a consumer received and checks that every seq follows the previous one. */
class Receipt {
  received = 0
  gaps = 0
  private lastSeq = -1
  private done: () => void = () => {}
  readonly finished: Promise<void>

  constructor(
    private readonly firstSeq: number,
    private readonly expected: number,
  ) {
    this.finished = new Promise((resolve) => {
      this.done = resolve
    })
  }

  take(seq: number): void {
    if (this.received === 0 ? seq !== this.firstSeq : seq !== this.lastSeq + 1) this.gaps += 1
    this.lastSeq = seq
    this.received += 1
    if (this.received === this.expected) this.done()
  }

  lost(): number {
    return this.expected - this.received + this.gaps
  }
}

interface Measurement {
  perSecond: number
  lost: number
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Emits the events on the engine's bus in batches and waits until the consumer has taken all of them. */
async function emitAndMeasure(engine: Engine, events: EventInput[], receipt: Receipt): Promise<Measurement> {
  const started = performance.now()
  for (let index = 0; index < events.length; index += BATCH) {
    for (const event of events.slice(index, index + BATCH)) engine.events.emit(event)
    await nextTick()
  }
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, TIMEOUT_MS)
  })
  await Promise.race([receipt.finished, timeout])
  clearTimeout(timer)
  const seconds = (performance.now() - started) / 1000
  return { perSecond: receipt.received / seconds, lost: receipt.lost() }
}

/** Ours: bus → headless server's SSE endpoint → the renderer's HTTP transport (zod per event) → the reducer. */
async function throughTransport(engine: Engine, server: HeadlessServer, events: EventInput[]) {
  let view: TimelineView = emptyTimeline
  const receipt = new Receipt(engine.events.lastSeq() + 1, events.length)
  let markOpen: () => void = () => {}
  const opened = new Promise<void>((resolve) => {
    markOpen = resolve
  })
  const transport = createHttpTransport({
    baseUrl: server.origin,
    token: server.token,
    onConnectionChange: (state) => {
      if (state === 'open') markOpen()
    },
  })
  const unsubscribe = transport.subscribe({ sessionId: SESSION_ID }, (event: AgentEvent) => {
    view = applyEvent(view, event)
    receipt.take(event.seq)
  })
  await opened
  const measurement = await emitAndMeasure(engine, events, receipt)
  unsubscribe()
  return { ...measurement, runs: view.runs.length }
}

/** Peer: the same events handed to the reducer in-process, as the Electron window's bus listener would. */
async function inProcess(engine: Engine, events: EventInput[]) {
  let view: TimelineView = emptyTimeline
  const receipt = new Receipt(engine.events.lastSeq() + 1, events.length)
  const unsubscribe = engine.events.subscribe({ sessionId: SESSION_ID }, (event) => {
    view = applyEvent(view, event)
    receipt.take(event.seq)
  })
  const measurement = await emitAndMeasure(engine, events, receipt)
  unsubscribe()
  return { ...measurement, runs: view.runs.length }
}

/** Peer: the SSE stream read with fetch and eventsource-parser only: no zod, no reducer, no reconnect logic. */
async function rawSse(engine: Engine, server: HeadlessServer, events: EventInput[]): Promise<Measurement> {
  const receipt = new Receipt(engine.events.lastSeq() + 1, events.length)
  const connection = new AbortController()
  const response = await fetch(`${server.origin}/api/events?sessionId=${SESSION_ID}`, {
    headers: { Accept: 'text/event-stream', Authorization: `Bearer ${server.token}` },
    signal: connection.signal,
  })
  if (!response.ok || response.body === null) throw new Error(`The event stream answered ${response.status}`)
  const parser = createParser({
    onEvent: (message) => {
      if (message.id !== undefined) receipt.take(Number(message.id))
    },
  })
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  const reading = (async () => {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) parser.feed(chunk.value)
  })().catch(() => undefined)
  const measurement = await emitAndMeasure(engine, events, receipt)
  connection.abort()
  await reading
  return measurement
}

const rate = (perSecond: number) => `${Math.round(perSecond).toLocaleString('en-US')}/s`

export const bench: Bench = {
  name: 'SSE → timeline',
  async run(): Promise<BenchRow[]> {
    const dataDir = mkdtempSync(join(tmpdir(), 'astro-bench-sse-'))
    const staticDir = mkdtempSync(join(tmpdir(), 'astro-bench-static-'))
    const clock = { now: () => Date.now() }
    const engine = await createEngine(
      {
        host: 'headless',
        dataDir,
        appVersion: 'bench',
        secrets: createMemorySecretStore(),
        clock,
        log: createEngineLog({ dataDir, clock }),
      },
      { validateEvents: false, watchFolders: false },
    )
    const server = await startHeadlessServer({ engine, staticDir })
    try {
      const events = scriptedEvents(100)
      await throughTransport(engine, server, scriptedEvents(10))
      await inProcess(engine, scriptedEvents(10))
      const ours = await throughTransport(engine, server, events)
      const local = await inProcess(engine, events)
      const raw = await rawSse(engine, server, events)
      if (ours.runs !== 100 || local.runs !== 100) throw new Error('The reducer did not build every run')
      const textShare = events.filter((event) => event.type === 'text-delta').length / events.length
      const caseText = `${events.length.toLocaleString('en-US')} events (${Math.round(textShare * 100)}% text-delta)`
      return [
        {
          suite: 'SSE → timeline',
          case: `bus → HTTP SSE → transport (zod) → reducer, ${caseText}; lost ${ours.lost}`,
          ours: rate(ours.perSecond),
          peer: rate(local.perSecond),
          peerName: `in-process bus → reducer (lost ${local.lost})`,
          goal: '≥ 5,000/s, none lost',
          met: ours.perSecond >= 5000 && ours.lost === 0,
        },
        {
          suite: 'SSE → timeline',
          case: `bus → HTTP SSE → transport (zod) → reducer, ${caseText}; lost ${ours.lost}`,
          ours: rate(ours.perSecond),
          peer: rate(raw.perSecond),
          peerName: `raw SSE read, no validation (lost ${raw.lost})`,
          goal: '≥ 5,000/s, none lost',
          met: ours.perSecond >= 5000 && ours.lost === 0,
        },
      ]
    } finally {
      await server.close()
      await engine.dispose()
      rmSync(dataDir, { recursive: true, force: true })
      rmSync(staticDir, { recursive: true, force: true })
    }
  },
}
