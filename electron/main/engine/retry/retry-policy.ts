/** How often and how long to back off: delays double from `minTimeoutMs` up to `maxTimeoutMs`; tests shorten them. */
export interface RetryPolicy {
  /** Attempts after the first. */
  retries: number
  minTimeoutMs: number
  /** The longest delay; absent, delays keep doubling. */
  maxTimeoutMs?: number
  /** Longest Retry-After honoured (a longer one fails at once); absent, the caller does not read Retry-After. */
  maxRetryAfterMs?: number
}

export const defaultRetryPolicy: RetryPolicy = {
  retries: 3,
  minTimeoutMs: 1000,
  maxTimeoutMs: 16_000,
  maxRetryAfterMs: 60_000,
}

/** The delay before retry number `retriesConsumed + 1` (factor 2, no randomisation). */
export function backoffDelay(policy: RetryPolicy, retriesConsumed: number): number {
  return Math.min(policy.minTimeoutMs * 2 ** retriesConsumed, policy.maxTimeoutMs ?? Number.POSITIVE_INFINITY)
}
