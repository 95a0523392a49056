import type { AbortSignalLike } from '../../electron/shared/contract/abort-signal'
import { cancelledError } from './transport-errors'

/** Settles with `work`, or rejects with a `cancelled` error as soon as `signal` aborts; `onAbort` runs once then. */
export function abortable<T>(work: Promise<T>, signal: AbortSignalLike | undefined, onAbort: () => void): Promise<T> {
  if (signal === undefined) return work
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      onAbort()
      reject(cancelledError())
    }
    signal.addEventListener('abort', abort, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}
