import { backoffDelay, type RetryPolicy } from './retry-policy'

interface RetryOptions {
  policy: RetryPolicy
  signal?: AbortSignal
  /** Whether a failed attempt may be tried again (retries left permitting). */
  shouldRetry: (error: unknown) => boolean
  /** The server's Retry-After for this failure, honoured up to the policy's `maxRetryAfterMs`. */
  retryAfterMs?: (error: unknown) => number | undefined
}

function waitFor(milliseconds: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, milliseconds)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/**
 * Runs `attempt` until it succeeds, backing off exponentially between tries; the wait is at least the server's
 * Retry-After, and a Retry-After longer than the policy allows ends the retries. An abort ends them at once.
 */
export async function retryWithBackoff<T>(attempt: () => Promise<T>, options: RetryOptions): Promise<T> {
  const { policy, signal } = options
  for (let retriesConsumed = 0; ; retriesConsumed += 1) {
    signal?.throwIfAborted()
    try {
      return await attempt()
    } catch (error) {
      if (signal?.aborted || retriesConsumed >= policy.retries || !options.shouldRetry(error)) throw error
      const retryAfter = policy.maxRetryAfterMs === undefined ? undefined : options.retryAfterMs?.(error)
      if (retryAfter !== undefined && retryAfter > (policy.maxRetryAfterMs ?? 0)) throw error
      await waitFor(Math.max(backoffDelay(policy, retriesConsumed), retryAfter ?? 0), signal)
    }
  }
}
