import type { EventOf } from '../../../electron/shared/contract/events'
import type { AddJob } from '../../../electron/shared/domain/library-add'
import type { TestEngine } from '../../helpers/test-engine'

/** Resolves with the add job once it is done or failed, as its `library-add-updated` events say. */
export function addJobFinished(engine: TestEngine, jobId: string): Promise<AddJob> {
  return new Promise((resolve) => {
    const unsubscribe = engine.events.subscribe({ types: ['library-add-updated'] }, (event) => {
      const { job } = event as EventOf<'library-add-updated'>
      if (job.id !== jobId || (job.state !== 'done' && job.state !== 'failed')) return
      unsubscribe()
      resolve(job)
    })
  })
}
