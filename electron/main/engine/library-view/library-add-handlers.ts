import type { Handlers } from '../../../shared/contract/handlers'
import type { AddQueue } from '../library/add/add-queue'
import { asCommandError } from './library-command-error'

type LibraryAddCommand =
  | 'library.add'
  | 'library.addQueue'
  | 'library.addRetry'
  | 'library.addCancel'
  | 'library.addClear'

function run<T>(operation: () => T): Promise<T> {
  try {
    return Promise.resolve(operation())
  } catch (error) {
    return Promise.reject(asCommandError(error))
  }
}

/** `library.add` queues and returns at once; the jobs report through `library-add-updated` events. */
export function createLibraryAddHandlers(queue: AddQueue): Pick<Handlers, LibraryAddCommand> {
  return {
    'library.add': ({ identifiers, records }) =>
      run(() => ({
        jobs: queue.add([
          ...identifiers.map((input) => ({ kind: 'identifier' as const, input })),
          ...records.map((record) => ({ kind: 'record' as const, record })),
        ]),
      })),
    'library.addQueue': () => run(() => ({ jobs: queue.list() })),
    'library.addRetry': ({ jobId }) => run(() => ({ job: queue.retry(jobId) })),
    'library.addCancel': ({ jobId }) => run(() => ({ job: queue.cancel(jobId) })),
    'library.addClear': () => run(() => ({ jobs: queue.clearFinished() })),
  }
}
