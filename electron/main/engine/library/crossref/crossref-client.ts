import { z } from 'zod'
import type { PaperRecord } from '../../../../shared/domain/paper'
import { defaultRetryPolicy, type RetryPolicy } from '../../retry/retry-policy'
import { type FetchFunction, fetchWithRetry } from '../http/fetch-with-retry'
import { HttpStatusError } from '../http/http-error'
import { crossrefWorkSchema } from './crossref-work'
import { recordFromCrossref } from './from-crossref'

interface CrossrefClientOptions {
  baseUrl: string
  retryPolicy?: RetryPolicy
  fetch?: FetchFunction
}

const workResponseSchema = z.object({ status: z.literal('ok'), message: crossrefWorkSchema })

/**
 * Crossref's REST API, for the DOIs neither ADS nor arXiv knows: one work by DOI. A DOI Crossref does not know is
 * null; other failures throw.
 */
export class CrossrefClient {
  constructor(private readonly options: CrossrefClientOptions) {}

  async work(doi: string, signal?: AbortSignal): Promise<PaperRecord | null> {
    // DOIs keep their slashes in the path (`/works/10.1371/journal.pone.0033693`), as Crossref documents.
    const path = doi
      .split('/')
      .map((part) => encodeURIComponent(part))
      .join('/')
    const url = new URL(`works/${path}`, `${this.options.baseUrl.replace(/\/+$/u, '')}/`).toString()
    try {
      const response = await fetchWithRetry({
        service: 'Crossref',
        url,
        init: { headers: { accept: 'application/json' } },
        policy: this.options.retryPolicy ?? defaultRetryPolicy,
        fetch: this.options.fetch,
        signal,
      })
      return recordFromCrossref(workResponseSchema.parse(await response.json()).message)
    } catch (error) {
      if (error instanceof HttpStatusError && error.status === 404) return null
      throw error
    }
  }
}
