import { backoffDelay, type RetryPolicy } from '../retry/retry-policy'

/** A crashed or unreachable server is restarted after doubling delays, and left failed after `retries` in a row. */
export const defaultRestartPolicy: RetryPolicy = { retries: 8, minTimeoutMs: 1000, maxTimeoutMs: 30_000 }

/** The delay before start attempt `failures + 1`, or null when the server should be left failed. */
export function restartDelayMs(policy: RetryPolicy, failures: number): number | null {
  if (failures >= policy.retries) return null
  return backoffDelay(policy, Math.max(0, failures - 1))
}
