import { useTranslation } from 'react-i18next'
import { AddJobLine } from './add-job-line'
import type { AddQueueState } from './use-add-queue'

/** Papers being added, newest first; hidden while there are none. */
export function AddQueuePanel({ queue, onError }: { queue: AddQueueState; onError: (error: unknown) => void }) {
  const { t } = useTranslation()
  if (queue.jobs.length === 0) return null
  const active = queue.jobs.filter((job) => job.state === 'queued' || job.state === 'running').length
  return (
    <section className="library-section add-queue" aria-labelledby="add-queue-title">
      <div className="library-section-head">
        <h3 id="add-queue-title">
          {active > 0
            ? t('library.add.queueTitle', { count: active })
            : t('library.add.queueDone', {
                done: queue.jobs.filter((job) => job.state === 'done').length,
                failed: queue.jobs.filter((job) => job.state === 'failed').length,
              })}
        </h3>
        {active < queue.jobs.length ? (
          <button
            type="button"
            className="button button-small"
            onClick={() => void queue.clearFinished().catch(onError)}
          >
            {t('library.add.clear')}
          </button>
        ) : null}
      </div>
      <ul className="add-job-list" aria-label={t('library.add.queueLabel')}>
        {queue.jobs.map((job) => (
          <AddJobLine
            key={job.id}
            job={job}
            onRetry={() => void queue.retry(job.id).catch(onError)}
            onCancel={() => void queue.cancel(job.id).catch(onError)}
          />
        ))}
      </ul>
    </section>
  )
}
