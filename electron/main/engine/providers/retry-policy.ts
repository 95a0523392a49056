/** Backoff before the stream starts; tests shorten it. */
export interface RetryPolicy {
  retries: number
  minTimeoutMs: number
  maxTimeoutMs: number
  /** Longest Retry-After honoured; a longer one fails at once with the rate-limit error. */
  maxRetryAfterMs: number
}

export const defaultRetryPolicy: RetryPolicy = {
  retries: 3,
  minTimeoutMs: 1000,
  maxTimeoutMs: 16_000,
  maxRetryAfterMs: 60_000,
}

/** The delay p-retry itself waits before retry number `retriesConsumed + 1` (factor 2, no randomisation). */
export function backoffDelay(policy: RetryPolicy, retriesConsumed: number): number {
  return Math.min(policy.minTimeoutMs * 2 ** retriesConsumed, policy.maxTimeoutMs)
}
