import { defaultRetryPolicy, type RetryPolicy } from '../../retry/retry-policy'
import { type FetchFunction, fetchWithRetry } from '../http/fetch-with-retry'
import { HttpStatusError } from '../http/http-error'
import type { RateLimiter } from '../http/rate-limiter'
import { type ArxivFeed, parseArxivFeed } from './arxiv-atom-parser'

/** The API returns at most 2000 results a call. */
const ARXIV_MAX_RESULTS_PER_CALL = 2000

interface ArxivQuery {
  /** arXiv search_query syntax, e.g. `au:del_maestro AND ti:bethe`. */
  searchQuery?: string
  idList?: string[]
  start?: number
  maxResults?: number
  sortBy?: 'relevance' | 'lastUpdatedDate' | 'submittedDate'
  sortOrder?: 'ascending' | 'descending'
}

interface ArxivClientOptions {
  baseUrl: string
  /** Shared by every arXiv caller in the app: one request per 3 s. */
  rateLimiter: RateLimiter
  retryPolicy?: RetryPolicy
  fetch?: FetchFunction
}

export class ArxivClient {
  constructor(private readonly options: ArxivClientOptions) {}

  private url(query: ArxivQuery): string {
    const url = new URL('/api/query', this.options.baseUrl)
    const maxResults = Math.min(query.maxResults ?? 20, ARXIV_MAX_RESULTS_PER_CALL)
    url.searchParams.set('search_query', query.searchQuery ?? '')
    url.searchParams.set('id_list', (query.idList ?? []).join(','))
    url.searchParams.set('start', String(query.start ?? 0))
    url.searchParams.set('max_results', String(maxResults))
    if (query.sortBy) url.searchParams.set('sortBy', query.sortBy)
    if (query.sortOrder) url.searchParams.set('sortOrder', query.sortOrder)
    return url.toString()
  }

  /** One page of results (at most 2000). */
  async query(query: ArxivQuery, signal?: AbortSignal): Promise<ArxivFeed> {
    if (!query.searchQuery && !query.idList?.length) throw new Error('An arXiv query needs search terms or ids.')
    try {
      const response = await fetchWithRetry({
        service: 'arXiv',
        url: this.url(query),
        policy: this.options.retryPolicy ?? defaultRetryPolicy,
        fetch: this.options.fetch,
        signal,
        beforeAttempt: () => this.options.rateLimiter.acquire(signal),
      })
      return parseArxivFeed(await response.text())
    } catch (error) {
      // A bad id answers 400 with an Atom error entry: report arXiv's own words.
      if (error instanceof HttpStatusError && error.body.includes('<feed')) parseArxivFeed(error.body)
      throw error
    }
  }

  /** Pages through results until `limit` entries or the end, one rate-limited call per page. */
  async queryAll(query: ArxivQuery, limit: number, signal?: AbortSignal): Promise<ArxivFeed> {
    const pageSize = Math.min(query.maxResults ?? ARXIV_MAX_RESULTS_PER_CALL, ARXIV_MAX_RESULTS_PER_CALL, limit)
    const first = await this.query({ ...query, maxResults: pageSize }, signal)
    const entries = [...first.entries]
    let start = (query.start ?? 0) + first.entries.length
    while (entries.length < limit && start < first.totalResults) {
      const page = await this.query({ ...query, start, maxResults: Math.min(pageSize, limit - entries.length) }, signal)
      if (page.entries.length === 0) break
      entries.push(...page.entries)
      start += page.entries.length
    }
    return { ...first, entries }
  }
}
