import { randomUUID } from 'node:crypto'
import type { EventInput } from '../../../../shared/contract/events'
import { GLOBAL_SESSION_ID } from '../../../../shared/contract/events'
import type { AddJob } from '../../../../shared/domain/library-add'
import type { Settings } from '../../../../shared/domain/settings'
import type { LibraryService } from '../library-service'
import { describeFailure } from './add-failure'
import { type AddSource, describeSource, runAddPipeline } from './add-pipeline'

interface AddQueueDeps {
  library: () => LibraryService
  settings: () => Settings['library']
  emit: (event: EventInput) => void
  now: () => number
  /** Jobs running at once; downloads share arXiv's rate limit and parsing its two reader threads. Default 2. */
  concurrency?: number
}

interface Entry {
  job: AddJob
  source: AddSource
  controller: AbortController
}

/**
 * Papers being added in the background, one progress line each: jobs wait their turn, run the add pipeline, and stay
 * listed (done or failed, with the failed step) until cleared. Every change is a `library-add-updated` event.
 */
export class AddQueue {
  private readonly entries = new Map<string, Entry>()
  private readonly waiting: string[] = []
  private running = 0
  private readonly settled = new Set<Promise<void>>()

  constructor(private readonly deps: AddQueueDeps) {}

  add(sources: AddSource[]): AddJob[] {
    const jobs = sources.map((source) => {
      const job = this.newJob(source)
      this.entries.set(job.id, { job, source, controller: new AbortController() })
      this.waiting.push(job.id)
      this.publish(job)
      return job
    })
    this.pump()
    return jobs
  }

  /** A source that already failed outside the queue (an inbox file): listed as failed, so it can be retried. */
  addFailed(source: AddSource, failure: NonNullable<AddJob['failure']>): AddJob {
    const job: AddJob = { ...this.newJob(source), state: 'failed', fraction: 1, message: failure.message, failure }
    this.entries.set(job.id, { job, source, controller: new AbortController() })
    this.publish(job)
    return job
  }

  private newJob(source: AddSource): AddJob {
    const now = this.deps.now()
    return {
      id: randomUUID(),
      input: describeSource(source),
      paperId: source.kind === 'attach' || source.kind === 'imported' ? source.paperId : null,
      title: source.kind === 'record' ? source.record.title : null,
      state: 'queued',
      step: 'lookup',
      fraction: 0,
      message: 'Waiting',
      skipped: [],
      failure: null,
      createdAt: now,
      updatedAt: now,
    }
  }

  list(): AddJob[] {
    return [...this.entries.values()].map((entry) => entry.job).sort((a, b) => b.createdAt - a.createdAt)
  }

  retry(jobId: string): AddJob {
    const entry = this.require(jobId)
    if (entry.job.state !== 'failed') return entry.job
    entry.controller = new AbortController()
    this.update(entry, { state: 'queued', step: 'lookup', fraction: 0, message: 'Waiting', failure: null })
    this.waiting.push(jobId)
    this.pump()
    return entry.job
  }

  cancel(jobId: string): AddJob {
    const entry = this.require(jobId)
    if (entry.job.state === 'queued') {
      this.waiting.splice(this.waiting.indexOf(jobId), 1)
      this.update(entry, {
        state: 'failed',
        failure: { code: 'cancelled', message: 'Cancelled.', publisherUrl: null },
      })
    }
    entry.controller.abort()
    return entry.job
  }

  clearFinished(): AddJob[] {
    for (const [id, entry] of this.entries) {
      if (entry.job.state === 'done' || entry.job.state === 'failed') this.entries.delete(id)
    }
    return this.list()
  }

  /** Cancels everything and waits for running jobs to stop. */
  async dispose(): Promise<void> {
    this.waiting.length = 0
    for (const entry of this.entries.values()) entry.controller.abort()
    await Promise.all(this.settled)
  }

  private require(jobId: string): Entry {
    const entry = this.entries.get(jobId)
    if (!entry) throw new Error(`No paper is being added under job ${jobId}; it may have been cleared.`)
    return entry
  }

  private pump(): void {
    while (this.running < (this.deps.concurrency ?? 2)) {
      const id = this.waiting.shift()
      if (id === undefined) return
      const entry = this.entries.get(id)
      if (!entry) continue
      this.running += 1
      const run = this.run(entry).finally(() => {
        this.running -= 1
        this.settled.delete(run)
        this.pump()
      })
      this.settled.add(run)
    }
  }

  private async run(entry: Entry): Promise<void> {
    const signal = entry.controller.signal
    this.update(entry, { state: 'running' })
    try {
      const { paper, skipped } = await runAddPipeline(this.deps.library(), entry.source, {
        ...this.deps.settings(),
        signal,
        onStep: (step, fraction, message, paper) =>
          this.update(entry, {
            step,
            fraction,
            message,
            ...(paper ? { paperId: paper.id, title: paper.title } : {}),
          }),
      })
      this.update(entry, {
        state: 'done',
        paperId: paper.id,
        title: paper.title,
        fraction: 1,
        skipped,
        message: skipped.length > 0 ? 'Added' : 'Ready',
      })
    } catch (error) {
      this.update(entry, { state: 'failed', fraction: 1, failure: describeFailure(error, entry.job.step, signal) })
    }
  }

  private update(entry: Entry, patch: Partial<AddJob>): void {
    entry.job = { ...entry.job, ...patch, updatedAt: this.deps.now() }
    this.publish(entry.job)
  }

  private publish(job: AddJob): void {
    this.deps.emit({ type: 'library-add-updated', sessionId: GLOBAL_SESSION_ID, runId: '', job })
  }
}
