import type { PaperRecord } from '../../../shared/domain/paper'
import type { AdsClient } from './ads/ads-client'
import type { AdsQuota } from './ads/ads-quota'
import type { ArxivClient } from './arxiv/arxiv-client'
import { recordFromAds } from './records/from-ads'
import { recordFromArxiv } from './records/from-arxiv'
import { dedupeRecords } from './records/merge-records'
import { toArxivSearchQuery } from './search-query'

export type SearchSource = 'ads' | 'arxiv' | 'all'

export interface RemoteSearchRequest {
  query: string
  source: SearchSource
  rows: number
  start: number
  /** ADS sort, e.g. `date desc` or `citation_count desc`. */
  sort?: string
}

export interface RemoteSearchResult {
  records: PaperRecord[]
  totals: { ads: number | null; arxiv: number | null }
  /** A source that failed while the other answered: its error, so the user knows the list is partial. */
  errors: { source: 'ads' | 'arxiv'; message: string }[]
  adsQuota: AdsQuota | null
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Searches ADS and/or arXiv in parallel and merges the answers into one list without duplicates. */
export async function searchRemote(
  clients: { ads: AdsClient; arxiv: ArxivClient },
  request: RemoteSearchRequest,
  signal?: AbortSignal,
): Promise<RemoteSearchResult> {
  const wantAds = request.source !== 'arxiv'
  const wantArxiv = request.source !== 'ads'
  const [ads, arxiv] = await Promise.allSettled([
    wantAds
      ? clients.ads.search({ q: request.query, rows: request.rows, start: request.start, sort: request.sort }, signal)
      : Promise.resolve(null),
    wantArxiv
      ? clients.arxiv.query(
          { searchQuery: toArxivSearchQuery(request.query), start: request.start, maxResults: request.rows },
          signal,
        )
      : Promise.resolve(null),
  ])
  const errors: RemoteSearchResult['errors'] = []
  if (ads.status === 'rejected') errors.push({ source: 'ads', message: message(ads.reason) })
  if (arxiv.status === 'rejected') errors.push({ source: 'arxiv', message: message(arxiv.reason) })
  const adsValue = ads.status === 'fulfilled' ? ads.value : null
  const arxivValue = arxiv.status === 'fulfilled' ? arxiv.value : null
  if (!adsValue && !arxivValue) {
    throw new Error(
      errors.map((error) => `${error.source === 'ads' ? 'NASA ADS' : 'arXiv'}: ${error.message}`).join(' | '),
    )
  }
  const records = [...(adsValue?.docs.map(recordFromAds) ?? []), ...(arxivValue?.entries.map(recordFromArxiv) ?? [])]
  return {
    records: dedupeRecords(records),
    totals: { ads: adsValue?.numFound ?? null, arxiv: arxivValue?.totalResults ?? null },
    errors,
    adsQuota: clients.ads.quota(),
  }
}
