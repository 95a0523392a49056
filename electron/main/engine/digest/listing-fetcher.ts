import type { ArxivEntry } from '../library/arxiv/arxiv-atom-parser'
import type { ArxivClient } from '../library/arxiv/arxiv-client'
import { submissionWindow } from './listing-window'

/** A day's listing is a few hundred papers even for all of astro-ph; past this the query is too broad. */
const LISTING_LIMIT = 2000
const PAGE_SIZE = 500

interface ListingRequest {
  day: string
  categories: readonly string[]
  crossLists: boolean
}

/** Whether `category` (astro-ph.EP) falls under a chosen one (astro-ph.EP, or the whole archive astro-ph). */
function inChosen(category: string | null, chosen: readonly string[]): boolean {
  if (!category) return false
  return chosen.some((item) => category === item || category.startsWith(`${item}.`))
}

function listingQuery(request: ListingRequest): string {
  const window = submissionWindow(request.day)
  const categories = request.categories.map((category) => `cat:${category}`).join(' OR ')
  return `(${categories}) AND submittedDate:[${window.from} TO ${window.to}]`
}

/**
 * The new submissions of a listing day, page by page through the shared arXiv client (its 1 request / 3 s limit
 * included), oldest first; without cross-lists only papers whose primary category was chosen.
 */
export async function fetchListing(
  arxiv: ArxivClient,
  request: ListingRequest,
  signal?: AbortSignal,
): Promise<ArxivEntry[]> {
  const feed = await arxiv.queryAll(
    { searchQuery: listingQuery(request), sortBy: 'submittedDate', sortOrder: 'ascending', maxResults: PAGE_SIZE },
    LISTING_LIMIT,
    signal,
  )
  const seen = new Set<string>()
  return feed.entries.filter((entry) => {
    if (seen.has(entry.arxivId)) return false
    seen.add(entry.arxivId)
    return request.crossLists || inChosen(entry.primaryCategory, request.categories)
  })
}
