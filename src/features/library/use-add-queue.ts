import { useCallback, useEffect, useRef, useState } from 'react'
import type { AddJob } from '../../../electron/shared/domain/library-add'
import type { PaperRecord, PaperSearchHit } from '../../../electron/shared/domain/paper'
import { useTransport } from '../../data/transport-context'

export interface AddQueueState {
  jobs: AddJob[]
  /** Queues identifiers and records; resolves with their jobs (already in `jobs`). */
  add(input: { identifiers?: string[]; records?: PaperRecord[] }): Promise<AddJob[]>
  retry(jobId: string): Promise<void>
  cancel(jobId: string): Promise<void>
  clearFinished(): Promise<void>
}

/** A search hit without the library's view of it: the record `library.add` takes. */
export function recordOf(hit: PaperSearchHit): PaperRecord {
  const { localId: _localId, localStatus: _localStatus, ...record } = hit
  return record
}

function merge(jobs: AddJob[], updates: AddJob[]): AddJob[] {
  const byId = new Map(jobs.map((job) => [job.id, job]))
  for (const update of updates) {
    const known = byId.get(update.id)
    if (!known || known.updatedAt <= update.updatedAt) byId.set(update.id, update)
  }
  return [...byId.values()].sort((a, b) => b.createdAt - a.createdAt)
}

/** The engine's add queue, kept live from `library-add-updated`; `onFinished` runs when a job is done or failed. */
export function useAddQueue(onFinished?: (job: AddJob) => void): AddQueueState {
  const transport = useTransport()
  const [jobs, setJobs] = useState<AddJob[]>([])
  const finished = useRef(onFinished)
  finished.current = onFinished

  useEffect(() => {
    let live = true
    const unsubscribe = transport.subscribe({ types: ['library-add-updated'] }, (event) => {
      if (event.type !== 'library-add-updated') return
      setJobs((current) => merge(current, [event.job]))
      if (event.job.state === 'done' || event.job.state === 'failed') finished.current?.(event.job)
    })
    transport.invoke('library.addQueue', {}).then(
      (result) => {
        if (live) setJobs((current) => merge(current, result.jobs))
      },
      () => {},
    )
    return () => {
      live = false
      unsubscribe()
    }
  }, [transport])

  const add = useCallback<AddQueueState['add']>(
    async ({ identifiers = [], records = [] }) => {
      const result = await transport.invoke('library.add', { identifiers, records })
      setJobs((current) => merge(current, result.jobs))
      return result.jobs
    },
    [transport],
  )
  const retry = useCallback(
    async (jobId: string) => {
      const { job } = await transport.invoke('library.addRetry', { jobId })
      setJobs((current) => merge(current, [job]))
    },
    [transport],
  )
  const cancel = useCallback(
    async (jobId: string) => {
      const { job } = await transport.invoke('library.addCancel', { jobId })
      setJobs((current) => merge(current, [job]))
    },
    [transport],
  )
  const clearFinished = useCallback(async () => {
    setJobs((await transport.invoke('library.addClear', {})).jobs)
  }, [transport])

  return { jobs, add, retry, cancel, clearFinished }
}
