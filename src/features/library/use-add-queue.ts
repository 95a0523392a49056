import { useCallback, useEffect, useRef, useState } from 'react'
import type { AddJob } from '../../../electron/shared/domain/library-add'
import type { PaperRecord, PaperSearchHit } from '../../../electron/shared/domain/paper'
import { useCommand } from '../../data/use-command'
import { useCommandMutation } from '../../data/use-command-mutation'
import { useEngineEvents } from '../../data/use-engine-events'

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
  const [jobs, setJobs] = useState<AddJob[]>([])
  const finished = useRef(onFinished)
  finished.current = onFinished

  useEngineEvents({ types: ['library-add-updated'] }, (event) => {
    if (event.type !== 'library-add-updated') return
    setJobs((current) => merge(current, [event.job]))
    if (event.job.state === 'done' || event.job.state === 'failed') finished.current?.(event.job)
  })
  const listed = useCommand('library.addQueue', {}).data?.jobs
  useEffect(() => {
    if (listed) setJobs((current) => merge(current, listed))
  }, [listed])

  const { mutateAsync: addPapers } = useCommandMutation('library.add')
  const { mutateAsync: retryJob } = useCommandMutation('library.addRetry')
  const { mutateAsync: cancelJob } = useCommandMutation('library.addCancel')
  const { mutateAsync: clearJobs } = useCommandMutation('library.addClear')
  const add = useCallback<AddQueueState['add']>(
    async ({ identifiers = [], records = [] }) => {
      const result = await addPapers({ identifiers, records })
      setJobs((current) => merge(current, result.jobs))
      return result.jobs
    },
    [addPapers],
  )
  const retry = useCallback(
    async (jobId: string) => {
      const { job } = await retryJob({ jobId })
      setJobs((current) => merge(current, [job]))
    },
    [retryJob],
  )
  const cancel = useCallback(
    async (jobId: string) => {
      const { job } = await cancelJob({ jobId })
      setJobs((current) => merge(current, [job]))
    },
    [cancelJob],
  )
  const clearFinished = useCallback(async () => {
    setJobs((await clearJobs({})).jobs)
  }, [clearJobs])

  return { jobs, add, retry, cancel, clearFinished }
}
