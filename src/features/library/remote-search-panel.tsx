import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PaperSearchHit } from '../../../electron/shared/domain/paper'
import { describeError } from '../../data/describe-error'
import { SearchResultItem } from './search-result-item'
import { type AddQueueState, recordOf } from './use-add-queue'
import { type RemoteSearchState, searchPageSize } from './use-remote-search'

interface RemoteSearchPanelProps {
  search: RemoteSearchState
  queue: AddQueueState
}

const hitKey = (hit: PaperSearchHit) => `${hit.arxivId}|${hit.doi}|${hit.bibcode}|${hit.title}`

/** The results of the ADS/arXiv search, in a pane of their own; each hit, or every selected one, is added in one action. */
export function RemoteSearchPanel({ search, queue }: RemoteSearchPanelProps) {
  const { t } = useTranslation()
  const { result, busy, error: searchError, run } = search
  const [addError, setAddError] = useState<string | null>(null)
  const [jobIds, setJobIds] = useState<ReadonlyMap<string, string>>(new Map())
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const error = searchError ?? addError

  async function addHits(hits: PaperSearchHit[]) {
    setAddError(null)
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
      setAddError(describeError(failure))
    }
  }

  const jobFor = (hit: PaperSearchHit) => {
    const id = jobIds.get(hitKey(hit))
    return id ? (queue.jobs.find((job) => job.id === id) ?? null) : null
  }
  const selectedHits = result ? result.hits.filter((hit) => selected.has(hitKey(hit))) : []

  const total = result ? Math.max(result.totals.ads ?? 0, result.totals.arxiv ?? 0) : 0
  return (
    <section className="library-section library-results">
      {result === null && !busy && !error ? <p className="muted">{t('library.results.empty')}</p> : null}
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
              onClick={() => void run(result.query, Math.max(0, result.start - searchPageSize))}
            >
              {t('library.previous')}
            </button>
            <button
              type="button"
              className="button button-small"
              disabled={busy || result.start + searchPageSize >= total}
              onClick={() => void run(result.query, result.start + searchPageSize)}
            >
              {t('library.next')}
            </button>
          </div>
        </>
      ) : null}
    </section>
  )
}
