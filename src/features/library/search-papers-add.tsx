import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { type PaperSearchHit, paperSearchHitSchema } from '../../../electron/shared/domain/paper'
import { describeError } from '../../data/describe-error'
import { recordOf, useAddQueue } from './use-add-queue'
import './search-papers-add.css'

const hitsSchema = z.object({ hits: z.array(paperSearchHitSchema) })

/** Add buttons under a search_papers result on the timeline: each paper found, or all of them, in one action. */
export function SearchPapersAdd({ metadata }: { metadata: Record<string, unknown> }) {
  const { t } = useTranslation()
  const queue = useAddQueue()
  const [jobIds, setJobIds] = useState<ReadonlyMap<number, string>>(new Map())
  const [error, setError] = useState<string | null>(null)
  const parsed = hitsSchema.safeParse(metadata)
  if (!parsed.success || parsed.data.hits.length === 0) return null
  const hits = parsed.data.hits

  async function add(chosen: { hit: PaperSearchHit; index: number }[]) {
    setError(null)
    const indices = chosen.map(({ index }) => index)
    try {
      const jobs = await queue.add({ records: chosen.map(({ hit }) => recordOf(hit)) })
      setJobIds((current) => {
        const next = new Map(current)
        indices.forEach((hitIndex, position) => {
          const job = jobs[position]
          if (job) next.set(hitIndex, job.id)
        })
        return next
      })
    } catch (caught) {
      setError(describeError(caught))
    }
  }

  const jobOf = (index: number) => queue.jobs.find((job) => job.id === jobIds.get(index)) ?? null
  const addable = hits.map((hit, index) => ({ hit, index })).filter(({ hit, index }) => !hit.localId && !jobOf(index))
  return (
    <div className="search-papers-add" data-testid="search-papers-add">
      <ul className="search-papers-add-list" aria-label={t('library.add.foundPapers')}>
        {hits.map((hit, index) => {
          const job = jobOf(index)
          return (
            <li key={`${hit.arxivId}|${hit.doi}|${hit.bibcode}|${hit.title}`} className="search-papers-add-item">
              <span className="search-papers-add-title">
                {hit.title || t('library.untitled')}
                {hit.year ? ` (${hit.year})` : ''}
              </span>
              {hit.localId || job?.state === 'done' ? (
                <span className="badge badge-success">{t('library.inLibrary')}</span>
              ) : job && job.state !== 'failed' ? (
                <span className="badge">{t(`library.add.steps.${job.step}`)}</span>
              ) : (
                <button
                  type="button"
                  className="button button-small"
                  aria-label={t('library.add.addPaper', { title: hit.title })}
                  title={job?.failure ? t(`library.add.advice.${job.failure.code}`) : undefined}
                  onClick={() => void add([{ hit, index }])}
                >
                  {job?.state === 'failed' ? t('library.add.retry') : t('library.add.addAction')}
                </button>
              )}
            </li>
          )
        })}
      </ul>
      {addable.length > 1 ? (
        <button type="button" className="button button-small" onClick={() => void add(addable)}>
          {t('library.add.addAll', { count: addable.length })}
        </button>
      ) : null}
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
