import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { SearchSource } from '../../data/library-client'
import type { SearchSort } from './saved-search'
import type { RemoteSearchState } from './use-remote-search'

const sources: SearchSource[] = ['all', 'ads', 'arxiv']
const searchSorts: SearchSort[] = ['relevance', 'date', 'citations']

/** The query, its sources and order; a search shows its results in the results pane (`onSearch`). */
export function RemoteSearchForm({ search, onSearch }: { search: RemoteSearchState; onSearch: () => void }) {
  const { t } = useTranslation()

  function submit(event: FormEvent) {
    event.preventDefault()
    onSearch()
    void search.run(search.query, 0)
  }

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
            value={search.query}
            placeholder={t('library.searchPlaceholder')}
            onChange={(event) => search.setQuery(event.target.value)}
          />
          <label className="visually-hidden" htmlFor="library-search-source">
            {t('library.sourceLabel')}
          </label>
          <select
            id="library-search-source"
            className="select library-source-select"
            value={search.source}
            onChange={(event) => search.setSource(sources.find((item) => item === event.target.value) ?? 'all')}
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
            value={search.sort}
            onChange={(event) => search.reorder(searchSorts.find((item) => item === event.target.value) ?? 'relevance')}
          >
            {searchSorts.map((item) => (
              <option key={item} value={item}>
                {t(`library.sort.${item}`)}
              </option>
            ))}
          </select>
          <button type="submit" className="button button-primary" disabled={search.busy || !search.query.trim()}>
            {search.busy ? t('library.searching') : t('library.search')}
          </button>
        </form>
      </search>
    </section>
  )
}
