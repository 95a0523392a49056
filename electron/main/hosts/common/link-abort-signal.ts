import type { AbortSignalLike } from '../../../shared/contract/abort-signal'

/** A real AbortController that aborts when the caller's signal does; `release` stops listening. */
export function linkAbortSignal(source: AbortSignalLike | undefined): { controller: AbortController; release(): void } {
  const controller = new AbortController()
  if (source === undefined) return { controller, release: () => {} }
  if (source.aborted) {
    controller.abort(source.reason)
    return { controller, release: () => {} }
  }
  const onAbort = () => controller.abort(source.reason)
  source.addEventListener('abort', onAbort, { once: true })
  return { controller, release: () => source.removeEventListener('abort', onAbort) }
}
