import type { ModelStreamPart } from './model-stream-part'
import { ProviderError } from './provider-error'

/** An error while opening or reading a stream becomes an `error` part; an abort is rethrown as the signal's reason. */
export function streamFailure(error: unknown, signal: AbortSignal, providerName: string): ModelStreamPart {
  if (signal.aborted) throw signal.reason
  if (error instanceof ProviderError) return { type: 'error', error }
  const reason = error instanceof Error ? error.message : String(error)
  return {
    type: 'error',
    error: new ProviderError(
      'network',
      `The stream from ${providerName} broke off: ${reason}`,
      'Try again; the answer so far was kept up to the last complete step.',
    ),
  }
}
