import { parseRetryAfter } from '../../retry/retry-after'

/** What ADS says about the caller's daily allowance (5000 requests a day by default). */
export interface AdsQuota {
  limit: number
  remaining: number
  /** Epoch milliseconds when the allowance resets. */
  resetsAt: number
}

function headerNumber(headers: Headers, name: string): number | null {
  const value = headers.get(name)
  if (value === null || value.trim() === '') return null
  const number = Number(value)
  return Number.isFinite(number) ? number : null
}

/** Reads X-RateLimit-Limit/Remaining/Reset (reset in epoch seconds); null when a header is missing. */
export function parseAdsQuota(headers: Headers): AdsQuota | null {
  const limit = headerNumber(headers, 'x-ratelimit-limit')
  const remaining = headerNumber(headers, 'x-ratelimit-remaining')
  const reset = headerNumber(headers, 'x-ratelimit-reset')
  if (limit === null || remaining === null || reset === null) return null
  return { limit, remaining, resetsAt: reset * 1000 }
}

/** How long to wait after a 429: Retry-After first, then the quota reset. */
export function retryDelayAfter429(headers: Headers, now: number): number {
  const retryAfter = parseRetryAfter(headers, now)
  if (retryAfter !== undefined) return retryAfter
  const quota = parseAdsQuota(headers)
  return quota ? Math.max(0, quota.resetsAt - now) : 60_000
}
