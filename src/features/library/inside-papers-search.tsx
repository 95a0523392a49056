import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PassageView } from '../../../electron/shared/contract/commands/library-ask'
import { ErrorNotice } from '../../components/error-notice'
import { useCommandCall } from '../../data/use-command-call'
import { openReader } from '../../navigation/reader-navigation'
import { MarkedWords } from './marked-words'

/** The query and its hits, kept for the window's lifetime like the other panes' state. */
let saved: { query: string; hits: PassageView[] | null } = { query: '', hits: null }

/**
 * Searches the text of the library's parsed papers (the same retrieval as Ask, without an answer): each hit names its
 * paper and page, shows the passage with the words marked, and opens the reader there.
 */
export function InsidePapersSearch() {
  const { t } = useTranslation()
  const [query, setQuery] = useState(saved.query)
  const [hits, setHits] = useState<PassageView[] | null>(saved.hits)
  const [searched, setSearched] = useState(saved.query)
  const searching = useCommandCall('library.searchText')
  const busy = searching.isPending
  const error = searching.error
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const text = query.trim()
    if (!text) return
    searching.mutate(
      { query: text, k: 30 },
      {
        onSuccess: (found) => {
          setHits(found.passages)
          setSearched(text)
          saved = { query: text, hits: found.passages }
        },
      },
    )
  }
  return (
    <section className="library-section" aria-label={t('library.inside.tab')}>
      <search>
        <form className="library-search-form" onSubmit={submit}>
          <input
            className="input"
            type="search"
            aria-label={t('library.inside.label')}
            placeholder={t('library.inside.placeholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="submit" className="button button-primary" disabled={busy || query.trim() === ''}>
            {t('library.inside.search')}
          </button>
        </form>
      </search>
      <p className="muted field-hint">{t('library.inside.hint')}</p>
      <ErrorNotice error={error} />
      {hits && hits.length === 0 ? <p className="muted">{t('library.inside.none', { query: searched })}</p> : null}
      {hits && hits.length > 0 ? (
        <ol className="ask-passages" aria-label={t('library.inside.hits')}>
          {hits.map((hit) => (
            <li
              key={hit.key}
              className="ask-passage"
              aria-label={`${hit.title}, ${t('library.inside.page', { page: hit.page })}`}
            >
              <div className="ask-passage-head">
                <span className="ask-passage-title">{hit.title}</span>
                <span className="muted">
                  {hit.firstAuthor}
                  {hit.year ? ` ${hit.year}` : ''} · {t('library.inside.page', { page: hit.page })}
                  {hit.section ? ` · ${hit.section}` : ''}
                </span>
                <button
                  type="button"
                  className="button button-small"
                  onClick={() => openReader(hit.paperId, hit.page, hit.text)}
                >
                  {t('library.inside.open', { page: hit.page })}
                </button>
              </div>
              <p className="ask-passage-text">
                <MarkedWords text={hit.text} query={searched} />
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}
