import { useEffect, useState } from 'react'
import { describeError } from '../../data/describe-error'
import type { LibraryClient, SearchSource } from '../../data/library-client'
import { adsSortOf, type SavedSearch, type SearchSort, savedSearch, saveSearch } from './saved-search'

export const searchPageSize = 20

export interface RemoteSearchState {
  query: string
  setQuery: (query: string) => void
  source: SearchSource
  setSource: (source: SearchSource) => void
  sort: SearchSort
  result: SavedSearch['result']
  busy: boolean
  error: string | null
  /** Runs `query` from result `start` in `order` (by default the current one). */
  run: (query: string, start: number, order?: SearchSort) => Promise<void>
  /** Changes the order and, when there are results, searches again in it. */
  reorder: (order: SearchSort) => void
}

/**
 * The ADS/arXiv search the form and the results pane share; query, options and results are kept for the window's
 * lifetime, so switching to the chat or the reader and back finds them as they were.
 */
export function useRemoteSearch(client: LibraryClient): RemoteSearchState {
  const [query, setQuery] = useState(() => savedSearch().query)
  const [source, setSource] = useState<SearchSource>(() => savedSearch().source)
  const [sort, setSort] = useState<SearchSort>(() => savedSearch().sort)
  const [result, setResult] = useState<SavedSearch['result']>(() => savedSearch().result)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    saveSearch({ query, source, sort, result })
  }, [query, source, sort, result])

  async function run(searchQuery: string, start: number, order: SearchSort = sort) {
    if (!searchQuery.trim()) return
    setBusy(true)
    setError(null)
    try {
      const found = await client.search(searchQuery.trim(), source, start, searchPageSize, adsSortOf[order])
      setResult({ ...found, query: searchQuery.trim(), start })
    } catch (failure) {
      setError(describeError(failure))
    } finally {
      setBusy(false)
    }
  }

  function reorder(order: SearchSort) {
    setSort(order)
    if (result) void run(result.query, 0, order)
  }

  return { query, setQuery, source, setSource, sort, result, busy, error, run, reorder }
}
