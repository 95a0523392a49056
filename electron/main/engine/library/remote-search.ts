import type { PaperRecord } from '../../../shared/domain/paper'
import type { AdsClient } from './ads/ads-client'
import type { AdsQuota } from './ads/ads-quota'
import type { ArxivClient } from './arxiv/arxiv-client'
import { ServicesFailedError } from './http/http-error'
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

interface RemoteSearchResult {
  records: PaperRecord[]
  totals: { ads: number | null; arxiv: number | null }
  /** A source that failed while the other answered: its error, so the user knows the list is partial. */
  errors: { source: 'ads' | 'arxiv'; message: string }[]
  adsQuota: AdsQuota | null
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

type SortKey = 'relevance' | 'date' | 'citations'

/** The ADS sort (`date desc`, `citation_count desc`, `score desc`) as the order both sources can follow. */
function sortKeyOf(sort: string | undefined): SortKey {
  if (!sort) return 'relevance'
  if (/^(?:date|pubdate|entry_date)\b/.test(sort)) return 'date'
  if (/^citation_count\b/.test(sort)) return 'citations'
  return 'relevance'
}

const arxivSort: Record<SortKey, { sortBy: 'relevance' | 'submittedDate'; sortOrder: 'descending' }> = {
  relevance: { sortBy: 'relevance', sortOrder: 'descending' },
  date: { sortBy: 'submittedDate', sortOrder: 'descending' },
  // arXiv knows no citations: its most relevant papers, placed by the merged order below.
  citations: { sortBy: 'relevance', sortOrder: 'descending' },
}

/** The merged list in the order asked for: ADS's relevance first, else newest or most cited first (stable). */
function ordered(records: PaperRecord[], key: SortKey): PaperRecord[] {
  if (key === 'relevance') return records
  const value = (record: PaperRecord) => (key === 'date' ? (record.year ?? -1) : (record.citationCount ?? -1))
  return records
    .map((record, index) => ({ record, index }))
    .sort((a, b) => value(b.record) - value(a.record) || a.index - b.index)
    .map(({ record }) => record)
}

/** Searches ADS and/or arXiv in parallel and merges the answers into one list without duplicates. */
export async function searchRemote(
  clients: { ads: AdsClient; arxiv: ArxivClient },
  request: RemoteSearchRequest,
  signal?: AbortSignal,
): Promise<RemoteSearchResult> {
  const wantAds = request.source !== 'arxiv'
  const arxivQuery = toArxivSearchQuery(request.query)
  const wantArxiv = request.source !== 'ads'
  const sortKey = sortKeyOf(request.sort)
  const [ads, arxiv] = await Promise.allSettled([
    wantAds
      ? clients.ads.search({ q: request.query, rows: request.rows, start: request.start, sort: request.sort }, signal)
      : Promise.resolve(null),
    wantArxiv
      ? arxivQuery.query
        ? clients.arxiv.query(
            { searchQuery: arxivQuery.query, start: request.start, maxResults: request.rows, ...arxivSort[sortKey] },
            signal,
          )
        : Promise.reject(
            new Error(
              `arXiv cannot search by ${arxivQuery.dropped.join(', ')}; these are NASA ADS filters, so only ADS was asked.`,
            ),
          )
      : Promise.resolve(null),
  ])
  const errors: RemoteSearchResult['errors'] = []
  if (ads.status === 'rejected') errors.push({ source: 'ads', message: message(ads.reason) })
  if (arxiv.status === 'rejected') errors.push({ source: 'arxiv', message: message(arxiv.reason) })
  const adsValue = ads.status === 'fulfilled' ? ads.value : null
  const arxivValue = arxiv.status === 'fulfilled' ? arxiv.value : null
  if (!adsValue && !arxivValue) {
    throw new ServicesFailedError(
      errors.map((error) => `${error.source === 'ads' ? 'NASA ADS' : 'arXiv'}: ${error.message}`).join(' | '),
    )
  }
  const records = [...(adsValue?.docs.map(recordFromAds) ?? []), ...(arxivValue?.entries.map(recordFromArxiv) ?? [])]
  return {
    records: ordered(dedupeRecords(records), sortKey),
    totals: { ads: adsValue?.numFound ?? null, arxiv: arxivValue?.totalResults ?? null },
    errors,
    adsQuota: clients.ads.quota(),
  }
}
