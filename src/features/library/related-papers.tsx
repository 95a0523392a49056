import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PaperSearchHit } from '../../../electron/shared/domain/paper'
import { ErrorNotice } from '../../components/error-notice'
import { useCommand } from '../../data/use-command'
import { AuthorLine } from './paper-identifiers'
import { recordOf, useAddQueue } from './use-add-queue'

const pageSize = 25

interface RelatedPapersProps {
  /** Library id or identifier of the paper. */
  reference: string
  kind: 'references' | 'citations'
}

/** A paper's references or citing papers from NASA ADS, most cited first, each added in one click. */
export function RelatedPapers({ reference, kind }: RelatedPapersProps) {
  const { t } = useTranslation()
  const queue = useAddQueue()
  const [start, setStart] = useState(0)
  const related = useCommand('paper.related', { paper: reference, kind, start, rows: pageSize })
  const result = related.data ?? null
  const [addError, setAddError] = useState<unknown>(null)
  const error = related.error ?? addError
  const [added, setAdded] = useState<ReadonlyMap<number, string>>(new Map())

  async function add(hit: PaperSearchHit, index: number) {
    try {
      const [job] = await queue.add({ records: [recordOf(hit)] })
      if (job) setAdded((current) => new Map(current).set(start + index, job.id))
    } catch (failure) {
      setAddError(failure)
    }
  }

  const label = t(`library.related.${kind}`)
  if (error) return <ErrorNotice error={error} />
  if (!result) return <p className="muted">{t('common.loading')}</p>
  return (
    <div className="related-papers">
      <p className="muted">{t(`library.related.${kind}Count`, { count: result.total })}</p>
      <ul className="related-papers-list" aria-label={label}>
        {result.hits.map((hit, index) => {
          const job = queue.jobs.find((item) => item.id === added.get(start + index))
          return (
            <li key={`${hit.bibcode}|${hit.title}`} className="related-paper" aria-label={hit.title}>
              <div className="related-paper-main">
                <span className="related-paper-title">{hit.title || t('library.untitled')}</span>
                <span className="library-card-meta">
                  <AuthorLine authors={hit.authors} etAl={t('library.etAl')} />
                  {hit.year ? <span>{hit.year}</span> : null}
                  {hit.citationCount !== null ? (
                    <span>{t('library.citations', { count: hit.citationCount })}</span>
                  ) : null}
                </span>
              </div>
              {hit.localId || job?.state === 'done' ? (
                <span className="badge badge-success">{t('library.inLibrary')}</span>
              ) : job && job.state !== 'failed' ? (
                <span className="badge">{t(`library.add.steps.${job.step}`)}</span>
              ) : (
                <button
                  type="button"
                  className="button button-small"
                  aria-label={t('library.add.addPaper', { title: hit.title })}
                  onClick={() => void add(hit, index)}
                >
                  {job ? t('library.add.retry') : t('library.add.addAction')}
                </button>
              )}
            </li>
          )
        })}
      </ul>
      {result.total > pageSize ? (
        <div className="library-pager">
          <button
            type="button"
            className="button button-small"
            disabled={start === 0}
            onClick={() => setStart(Math.max(0, start - pageSize))}
          >
            {t('library.previous')}
          </button>
          <button
            type="button"
            className="button button-small"
            disabled={start + pageSize >= result.total}
            onClick={() => setStart(start + pageSize)}
          >
            {t('library.next')}
          </button>
        </div>
      ) : null}
    </div>
  )
}
