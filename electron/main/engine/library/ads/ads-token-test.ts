import type { FetchFunction } from '../http/fetch-with-retry'
import { NetworkError } from '../http/http-error'
import type { Timing } from '../http/timing'
import { AdsClient } from './ads-client'
import { AdsTokenMissingError, AdsTokenRejectedError } from './ads-errors'
import type { AdsQuota } from './ads-quota'

export type AdsTokenTestResult =
  | { ok: true; quota: AdsQuota | null; latencyMs: number }
  | { ok: false; code: 'no-token' | 'rejected' | 'unreachable' | 'failed'; message: string }

interface AdsTokenTestRequest {
  baseUrl: string
  token: () => Promise<string | null>
  timing: Timing
  fetch: FetchFunction
  signal?: AbortSignal
}

/** Sends one one-row query without retries, so a wrong token or an unreachable server is reported at once. */
export async function testAdsToken(request: AdsTokenTestRequest): Promise<AdsTokenTestResult> {
  const client = new AdsClient({
    baseUrl: request.baseUrl,
    token: request.token,
    timing: request.timing,
    fetch: request.fetch,
    retryPolicy: { retries: 0, minTimeoutMs: 0 },
    maxRateLimitWaitMs: 0,
  })
  const started = request.timing.now()
  try {
    await client.search({ q: 'bibcode:2016ApJ...826...56R', fields: ['bibcode'], rows: 1 }, request.signal)
    return { ok: true, quota: client.quota(), latencyMs: Math.max(0, request.timing.now() - started) }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (error instanceof AdsTokenMissingError) return { ok: false, code: 'no-token', message }
    if (error instanceof AdsTokenRejectedError) return { ok: false, code: 'rejected', message }
    if (error instanceof NetworkError) return { ok: false, code: 'unreachable', message }
    return { ok: false, code: 'failed', message }
  }
}
