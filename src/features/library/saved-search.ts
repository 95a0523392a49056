import type { RemoteSearch, SearchSource } from '../../data/library-client'

export type SearchSort = 'relevance' | 'date' | 'citations'

/** The ADS sort sent for each order; the engine applies the same order to arXiv and the merged list. */
export const adsSortOf: Record<SearchSort, string> = {
  relevance: 'score desc',
  date: 'date desc',
  citations: 'citation_count desc',
}

export interface SavedSearch {
  query: string
  source: SearchSource
  sort: SearchSort
  result: (RemoteSearch & { query: string; start: number }) | null
}

/** The last search, kept for the window's lifetime so switching to the chat and back finds it as it was. */
let saved: SavedSearch = { query: '', source: 'all', sort: 'relevance', result: null }

export function savedSearch(): SavedSearch {
  return saved
}

export function saveSearch(next: SavedSearch): void {
  saved = next
}
