import type { AbortSignalLike } from '../../../../shared/contract/abort-signal'

/** A real AbortSignal that follows the host's signal, for library code that hands it to fetch. */
export function nativeSignal(signal: AbortSignalLike): AbortSignal {
  if (signal instanceof AbortSignal) return signal
  const controller = new AbortController()
  if (signal.aborted) controller.abort(signal.reason)
  else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true })
  return controller.signal
}
