import { defaultRetryPolicy, type RetryPolicy } from '../../retry/retry-policy'
import { type FetchFunction, fetchWithRetry } from '../http/fetch-with-retry'
import { HttpStatusError } from '../http/http-error'
import type { Timing } from '../http/timing'
import { AdsRateLimitError, AdsTokenMissingError, AdsTokenRejectedError } from './ads-errors'
import { type AdsQuota, parseAdsQuota, retryDelayAfter429 } from './ads-quota'
import { ADS_DEFAULT_FIELDS, type AdsDoc, adsExportResponseSchema, adsSearchResponseSchema } from './ads-schemas'

interface AdsSearchQuery {
  q: string
  fields?: readonly string[]
  sort?: string
  rows?: number
  start?: number
}

interface AdsSearchResult {
  numFound: number
  start: number
  docs: AdsDoc[]
}

type AdsExportFormat = 'bibtex' | 'bibtexabs' | 'ris' | 'aastex' | 'mnras' | 'icarus' | 'soph' | 'endnote'

interface AdsClientOptions {
  baseUrl: string
  /** Reads the token from the secret store each call, so a token set in Settings applies at once. */
  token: () => Promise<string | null>
  timing: Timing
  retryPolicy?: RetryPolicy
  fetch?: FetchFunction
  /** Longest wait after a 429 before giving up with AdsRateLimitError. */
  maxRateLimitWaitMs?: number
}

export class AdsClient {
  private lastQuota: AdsQuota | null = null

  constructor(private readonly options: AdsClientOptions) {}

  /** The allowance ADS reported with its latest answer; null before the first call. */
  quota(): AdsQuota | null {
    return this.lastQuota
  }

  /** One authorised call to the ADS API (token, retries, 429 waits, quota), answering the parsed JSON body. */
  async request(path: string, init: RequestInit, signal?: AbortSignal): Promise<unknown> {
    const token = await this.options.token()
    if (!token) throw new AdsTokenMissingError()
    const url = new URL(path, this.options.baseUrl).toString()
    const maxWait = this.options.maxRateLimitWaitMs ?? 60_000
    try {
      const response = await fetchWithRetry({
        service: 'NASA ADS',
        url,
        init: { ...init, headers: { ...init.headers, Authorization: `Bearer ${token}` } },
        policy: this.options.retryPolicy ?? defaultRetryPolicy,
        fetch: this.options.fetch,
        signal,
        onStatus: async (failed) => {
          this.lastQuota = parseAdsQuota(failed.headers) ?? this.lastQuota
          if (failed.status !== 429) return false
          const wait = retryDelayAfter429(failed.headers, this.options.timing.now())
          if (wait > maxWait) throw new AdsRateLimitError(this.options.timing.now() + wait)
          await this.options.timing.sleep(wait, signal)
          return true
        },
      })
      this.lastQuota = parseAdsQuota(response.headers) ?? this.lastQuota
      return await response.json()
    } catch (error) {
      if (error instanceof HttpStatusError && error.status === 401) {
        throw new AdsTokenRejectedError()
      }
      if (error instanceof HttpStatusError && error.status === 429) {
        throw new AdsRateLimitError(this.lastQuota?.resetsAt ?? this.options.timing.now() + maxWait)
      }
      throw error
    }
  }

  async search(query: AdsSearchQuery, signal?: AbortSignal): Promise<AdsSearchResult> {
    const params = new URLSearchParams({
      q: query.q,
      fl: (query.fields ?? ADS_DEFAULT_FIELDS).join(','),
      rows: String(query.rows ?? 20),
      start: String(query.start ?? 0),
    })
    if (query.sort) params.set('sort', query.sort)
    const body = await this.request(`/v1/search/query?${params}`, { method: 'GET' }, signal)
    const parsed = adsSearchResponseSchema.safeParse(body)
    if (!parsed.success)
      throw new Error(`NASA ADS returned a search answer this app cannot read: ${parsed.error.message}`)
    return parsed.data.response
  }

  /** Papers citing `bibcode`. */
  citations(bibcode: string, options: Omit<AdsSearchQuery, 'q'> = {}, signal?: AbortSignal): Promise<AdsSearchResult> {
    return this.search({ ...options, q: `citations(bibcode:"${bibcode}")` }, signal)
  }

  /** Papers `bibcode` cites. */
  references(bibcode: string, options: Omit<AdsSearchQuery, 'q'> = {}, signal?: AbortSignal): Promise<AdsSearchResult> {
    return this.search({ ...options, q: `references(bibcode:"${bibcode}")` }, signal)
  }

  /** Formatted records from the export service (BibTeX by default). */
  async export(bibcodes: string[], format: AdsExportFormat = 'bibtex', signal?: AbortSignal): Promise<string> {
    if (bibcodes.length === 0) return ''
    const body = await this.request(
      `/v1/export/${format}`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ bibcode: bibcodes }) },
      signal,
    )
    const parsed = adsExportResponseSchema.safeParse(body)
    if (!parsed.success) throw new Error(`NASA ADS returned an export this app cannot read: ${parsed.error.message}`)
    return parsed.data.export
  }
}
