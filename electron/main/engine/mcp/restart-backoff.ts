/** When a crashed or unreachable server is tried again: doubling delays up to a ceiling, then it is left failed. */
export interface RestartBackoff {
  initialMs: number
  maxMs: number
  /** Consecutive failed starts after which automatic restarts stop (Settings or `mcp.restart` try again). */
  maxAttempts: number
}

export const defaultRestartBackoff: RestartBackoff = { initialMs: 1000, maxMs: 30_000, maxAttempts: 8 }

/** The delay before attempt `failures + 1`, or null when the server should be left failed. */
export function restartDelayMs(backoff: RestartBackoff, failures: number): number | null {
  if (failures >= backoff.maxAttempts) return null
  return Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.max(0, failures - 1))
}
