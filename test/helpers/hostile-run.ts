import type { AddJob } from '../../electron/shared/domain/library-add'
import { type FakeModelServer, startFakeModel } from './fake-model/fake-model-server'
import { type HeadlessProcess, startHeadlessProcess } from './headless-process'
import type { HostileCase } from './hostile-corpus'
import { type ProbeReport, startResponsivenessProbe } from './responsiveness-probe'

export interface HostileRun {
  report: ProbeReport
  /** The host finished the work (a run ended, a job or an import settled) within `maxMs`. */
  finished: boolean
  /** How long the work ran, to its end or to `maxMs`. */
  workMs: number
}

/** Text as a model streams it: in small pieces, not one delta. */
function pieces(text: string, size: number): string[] {
  return Array.from({ length: Math.ceil(text.length / size) }, (_, index) =>
    text.slice(index * size, (index + 1) * size),
  )
}

/** The shortest time a host is probed, however soon its work ends. */
const MIN_PROBE_MS = 3000

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds))

/** Polls `done` until it answers true or `until` passes; false when the time ran out. */
async function settled(done: () => Promise<boolean>, until: number): Promise<boolean> {
  while (performance.now() < until) {
    if (await done().catch(() => false)) return true
    await sleep(200)
  }
  return false
}

async function startWork(host: HeadlessProcess, hostile: HostileCase, model: FakeModelServer | undefined) {
  const { input } = hostile
  if (input.kind === 'reply') {
    await host.invoke('settings.set', {
      patch: {
        providers: [
          {
            id: 'fake',
            name: 'Fake',
            kind: 'openai',
            baseUrl: `${model?.url}/v1`,
            model: 'fake',
            toolProtocol: input.protocol,
            contextWindow: 128_000,
          },
        ],
        activeProviderId: 'fake',
      },
      secrets: [],
    })
    const session = await host.invoke<{ id: string }>('session.create', { title: hostile.name })
    await host.invoke('session.prompt', { sessionId: session.id, prompt: 'Go' })
    return async () =>
      (await host.invoke<{ activeRunId: string | null }>('session.messages', { sessionId: session.id })).activeRunId ===
      null
  }
  if (input.kind === 'pdf') {
    const base64 = Buffer.from(input.bytes()).toString('base64')
    const { job } = await host.invoke<{ job: AddJob }>('library.addPdf', { fileName: 'hostile.pdf', base64 })
    return async () => {
      const { jobs } = await host.invoke<{ jobs: AddJob[] }>('library.addQueue', {})
      const state = jobs.find((each) => each.id === job.id)?.state
      return state === 'done' || state === 'failed'
    }
  }
  let imported = false
  void host
    .invoke('library.importBibtex', { text: input.text() })
    .catch(() => undefined)
    .then(() => {
      imported = true
    })
  return async () => imported
}

/**
 * Feeds one hostile input to a fresh headless host (a real process) and probes it meanwhile: its commands and its
 * event stream, until the work ends or `maxMs` passes; the host is stopped after.
 */
export async function probeHostileInput(hostile: HostileCase, options: { maxMs: number }): Promise<HostileRun> {
  const { input } = hostile
  const model =
    input.kind === 'reply'
      ? await startFakeModel([
          input.protocol === 'native' ? { calls: input.calls() } : { text: pieces(input.text(), 400) },
          { text: 'Done.' },
        ])
      : undefined
  const host = await startHeadlessProcess()
  try {
    const probe = startResponsivenessProbe(host)
    const started = performance.now()
    const work = startWork(host, hostile, model).then((done) => settled(done, started + options.maxMs))
    const finished = await work.catch(() => false)
    // Work done at once (a refused bomb) is probed a little longer, so the report has enough samples to judge.
    await sleep(started + MIN_PROBE_MS - performance.now())
    const report = await probe.stop()
    await work
    return { report, finished, workMs: performance.now() - started }
  } finally {
    await host.stop()
    await model?.close()
  }
}

/** The same probe against a fresh host doing nothing, for `milliseconds`: the floor the figures above stand on. */
export async function probeIdleHost(milliseconds: number): Promise<ProbeReport> {
  const host = await startHeadlessProcess()
  try {
    const probe = startResponsivenessProbe(host)
    await sleep(milliseconds)
    return await probe.stop()
  } finally {
    await host.stop()
  }
}
