import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PaperSearchHit } from '../../../electron/shared/domain/paper'
import { describeError } from '../../app/describe-error'
import type { LibraryClient, SearchSource } from './library-client'
import { adsSortOf, type SavedSearch, type SearchSort, savedSearch, saveSearch } from './saved-search'
import { SearchResultItem } from './search-result-item'
import { type AddQueueState, recordOf } from './use-add-queue'

const pageSize = 20
const sources: SearchSource[] = ['all', 'ads', 'arxiv']
const searchSorts: SearchSort[] = ['relevance', 'date', 'citations']

interface RemoteSearchPanelProps {
  client: LibraryClient
  queue: AddQueueState
}

const hitKey = (hit: PaperSearchHit) => `${hit.arxivId}|${hit.doi}|${hit.bibcode}|${hit.title}`

/** Searches ADS and arXiv through the engine; each hit, or every selected one, is added in one action. */
export function RemoteSearchPanel({ client, queue }: RemoteSearchPanelProps) {
  const { t } = useTranslation()
  const [query, setQuery] = useState(() => savedSearch().query)
  const [source, setSource] = useState<SearchSource>(() => savedSearch().source)
  const [sort, setSort] = useState<SearchSort>(() => savedSearch().sort)
  const [result, setResult] = useState<SavedSearch['result']>(() => savedSearch().result)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [jobIds, setJobIds] = useState<ReadonlyMap<string, string>>(new Map())
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())

  useEffect(() => {
    saveSearch({ query, source, sort, result })
  }, [query, source, sort, result])

  async function run(searchQuery: string, start: number, order: SearchSort = sort) {
    if (!searchQuery.trim()) return
    setBusy(true)
    setError(null)
    try {
      const found = await client.search(searchQuery.trim(), source, start, pageSize, adsSortOf[order])
      setResult({ ...found, query: searchQuery.trim(), start })
    } catch (failure) {
      setError(describeError(failure))
    } finally {
      setBusy(false)
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    void run(query, 0)
  }

  async function addHits(hits: PaperSearchHit[]) {
    setError(null)
    try {
      const jobs = await queue.add({ records: hits.map(recordOf) })
      setJobIds((current) => {
        const next = new Map(current)
        hits.forEach((hit, index) => {
          const job = jobs[index]
          if (job) next.set(hitKey(hit), job.id)
        })
        return next
      })
      setSelected(new Set())
    } catch (failure) {
      setError(describeError(failure))
    }
  }

  const jobFor = (hit: PaperSearchHit) => {
    const id = jobIds.get(hitKey(hit))
    return id ? (queue.jobs.find((job) => job.id === id) ?? null) : null
  }
  const selectedHits = result ? result.hits.filter((hit) => selected.has(hitKey(hit))) : []

  const total = result ? Math.max(result.totals.ads ?? 0, result.totals.arxiv ?? 0) : 0
  return (
    <section className="library-section" aria-labelledby="library-search-title">
      <h2 id="library-search-title">{t('library.searchTitle')}</h2>
      <search>
        <form className="library-search-form" onSubmit={submit}>
          <label className="visually-hidden" htmlFor="library-search-query">
            {t('library.searchLabel')}
          </label>
          <input
            id="library-search-query"
            className="input"
            type="search"
            value={query}
            placeholder={t('library.searchPlaceholder')}
            onChange={(event) => setQuery(event.target.value)}
          />
          <label className="visually-hidden" htmlFor="library-search-source">
            {t('library.sourceLabel')}
          </label>
          <select
            id="library-search-source"
            className="select library-source-select"
            value={source}
            onChange={(event) => setSource(event.target.value as SearchSource)}
          >
            {sources.map((item) => (
              <option key={item} value={item}>
                {t(`library.searchSource.${item}`)}
              </option>
            ))}
          </select>
          <label className="visually-hidden" htmlFor="library-search-sort">
            {t('library.sortLabel')}
          </label>
          <select
            id="library-search-sort"
            className="select library-source-select"
            value={sort}
            onChange={(event) => {
              const order = searchSorts.find((item) => item === event.target.value) ?? 'relevance'
              setSort(order)
              if (result) void run(result.query, 0, order)
            }}
          >
            {searchSorts.map((item) => (
              <option key={item} value={item}>
                {t(`library.sort.${item}`)}
              </option>
            ))}
          </select>
          <button type="submit" className="button button-primary" disabled={busy || !query.trim()}>
            {busy ? t('library.searching') : t('library.search')}
          </button>
        </form>
      </search>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      {result ? (
        <>
          {result.errors.map((sourceError) => (
            <p key={sourceError.source} className="alert library-warning">
              {t('library.sourceFailed', { source: t(`library.source.${sourceError.source}`) })} {sourceError.message}
            </p>
          ))}
          {selectedHits.length > 0 ? (
            <div className="library-bulk-bar">
              <button type="button" className="button button-primary" onClick={() => void addHits(selectedHits)}>
                {t('library.add.addSelected', { count: selectedHits.length })}
              </button>
              <button type="button" className="button button-small" onClick={() => setSelected(new Set())}>
                {t('library.add.clearSelection')}
              </button>
            </div>
          ) : null}
          <p className="muted library-search-summary" aria-live="polite">
            {t('library.resultCount', { count: result.hits.length, total })}
            {result.adsQuota
              ? ` · ${t('library.adsQuota', { remaining: result.adsQuota.remaining, limit: result.adsQuota.limit })}`
              : ''}
          </p>
          {result.hits.length > 0 ? (
            <ul className="library-list" aria-label={t('library.searchResults')}>
              {result.hits.map((hit) => (
                <SearchResultItem
                  key={hitKey(hit)}
                  hit={hit}
                  job={jobFor(hit)}
                  selected={selected.has(hitKey(hit))}
                  onSelect={(checked) =>
                    setSelected((current) => {
                      const next = new Set(current)
                      if (checked) next.add(hitKey(hit))
                      else next.delete(hitKey(hit))
                      return next
                    })
                  }
                  onAdd={() => void addHits([hit])}
                />
              ))}
            </ul>
          ) : null}
          <div className="library-pager">
            <button
              type="button"
              className="button button-small"
              disabled={busy || result.start === 0}
              onClick={() => void run(result.query, Math.max(0, result.start - pageSize))}
            >
              {t('library.previous')}
            </button>
            <button
              type="button"
              className="button button-small"
              disabled={busy || result.start + pageSize >= total}
              onClick={() => void run(result.query, result.start + pageSize)}
            >
              {t('library.next')}
            </button>
          </div>
        </>
      ) : null}
    </section>
  )
}
