import { Worker } from 'node:worker_threads'
import { z } from 'zod'

/** A running headless host as the probe reaches it. */
export interface ProbeTarget {
  origin: string
  /** `Authorization: Bearer <token>` */
  headers: Record<string, string>
}

export interface LatencySummary {
  count: number
  p50: number
  p99: number
  max: number
  /** Requests that failed (an HTTP error or a dropped connection). */
  failures: number
}

export interface ProbeReport {
  /** `session.list` over HTTP, from the moment each was due (a frozen host counts for the whole time it was frozen). */
  commands: LatencySummary
  /** `session.rename` until its `session-updated` event arrived on the SSE stream, from the moment it was due. */
  events: LatencySummary
}

export interface ResponsivenessProbe {
  /** Ends both loops; a request still waiting counts with the time it has waited so far. */
  stop(): Promise<ProbeReport>
}

const samplesSchema = z.object({
  commands: z.array(z.number()),
  events: z.array(z.number()),
  commandFailures: z.number(),
  eventFailures: z.number(),
  error: z.string().optional(),
})

/**
 * The probe runs on its own thread, so the test's own work (a fake model writing 100,000 calls, generating a corpus)
 * never delays it: each loop sends its next request at a fixed schedule and measures from when it was due.
 */
const probeSource = `
const { parentPort, workerData } = require('node:worker_threads')
const { origin, headers, commandEveryMs, eventEveryMs } = workerData
const samples = { commands: [], events: [], commandFailures: 0, eventFailures: 0 }
let stopping = false
const pending = { command: null, event: null }
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))
const invoke = async (command, input) => {
  const response = await fetch(origin + '/api/invoke/' + command, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  })
  if (!response.ok) throw new Error(command + ' answered ' + response.status)
  return response.json()
}

async function commandLoop() {
  let due = performance.now()
  while (!stopping) {
    pending.command = due
    try {
      await invoke('session.list', {})
      samples.commands.push(performance.now() - due)
    } catch {
      if (!stopping) samples.commandFailures++
    }
    pending.command = null
    due = Math.max(due + commandEveryMs, performance.now())
    await sleep(due - performance.now())
  }
}

async function eventLoop() {
  const session = await invoke('session.create', { title: 'Responsiveness probe' })
  const controller = new AbortController()
  const response = await fetch(origin + '/api/events?types=session-updated&sessionId=' + session.id, {
    headers,
    signal: controller.signal,
  })
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let buffered = ''
  let waiting = null
  ;(async () => {
    try {
      while (true) {
        const { value, done } = await reader.read()
        if (done) return
        buffered += decoder.decode(value, { stream: true })
        let end
        while ((end = buffered.indexOf('\\n\\n')) !== -1) {
          const message = buffered.slice(0, end)
          buffered = buffered.slice(end + 2)
          if (message.includes('event: session-updated') && message.includes('"renamed"') && waiting) waiting()
        }
      }
    } catch {}
  })()
  let due = performance.now()
  let round = 0
  while (!stopping) {
    pending.event = due
    const arrived = new Promise((resolve) => { waiting = resolve })
    try {
      await invoke('session.rename', { id: session.id, title: 'Responsiveness probe ' + round++ })
      await Promise.race([arrived, stopped])
      if (!stopping) samples.events.push(performance.now() - due)
    } catch {
      if (!stopping) samples.eventFailures++
    }
    waiting = null
    pending.event = null
    due = Math.max(due + eventEveryMs, performance.now())
    await sleep(due - performance.now())
  }
  controller.abort()
}

let stop
const stopped = new Promise((resolve) => { stop = resolve })
parentPort.once('message', () => {
  const now = performance.now()
  if (pending.command !== null) samples.commands.push(now - pending.command)
  if (pending.event !== null) samples.events.push(now - pending.event)
  stopping = true
  stop()
  parentPort.postMessage(samples)
})
Promise.all([commandLoop(), eventLoop()]).catch((error) => {
  samples.error = String(error && error.message || error)
})
`

function summarise(latencies: number[], failures: number): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b)
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN, failures }
}

/**
 * Probes a running host while it works: a `session.list` every `commandEveryMs` and a rename whose event is awaited
 * on the SSE stream every `eventEveryMs`, each latency measured from when the request was due.
 */
export function startResponsivenessProbe(
  target: ProbeTarget,
  options: { commandEveryMs?: number; eventEveryMs?: number } = {},
): ResponsivenessProbe {
  const worker = new Worker(probeSource, {
    eval: true,
    workerData: {
      origin: target.origin,
      headers: target.headers,
      commandEveryMs: options.commandEveryMs ?? 100,
      eventEveryMs: options.eventEveryMs ?? 250,
    },
  })
  return {
    stop: async () => {
      const reply = new Promise<unknown>((resolve, reject) => {
        worker.once('message', resolve)
        worker.once('error', reject)
      })
      worker.postMessage('stop')
      const samples = samplesSchema.parse(await reply)
      await worker.terminate()
      if (samples.error) throw new Error(`The responsiveness probe failed: ${samples.error}`)
      return {
        commands: summarise(samples.commands, samples.commandFailures),
        events: summarise(samples.events, samples.eventFailures),
      }
    },
  }
}

export function formatLatency(summary: LatencySummary): string {
  return `p50 ${summary.p50.toFixed(0)} ms, p99 ${summary.p99.toFixed(0)} ms, max ${summary.max.toFixed(0)} ms (n ${summary.count})`
}
