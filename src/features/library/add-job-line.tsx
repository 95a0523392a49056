import { useTranslation } from 'react-i18next'
import type { AddJob } from '../../../electron/shared/domain/library-add'

interface AddJobLineProps {
  job: AddJob
  onRetry: () => void
  onCancel: () => void
}

/** One paper being added: the step it is at, its progress, and when it failed, which step and what to do. */
export function AddJobLine({ job, onRetry, onCancel }: AddJobLineProps) {
  const { t } = useTranslation()
  const name = job.title ?? job.input
  const percent = Math.round(job.fraction * 100)
  const stepName = t(`library.add.steps.${job.step}`)
  return (
    <li className={`add-job add-job-${job.state}`} aria-label={name}>
      <div className="add-job-head">
        <span className="add-job-title">{name}</span>
        <span className="badge" data-testid="add-job-state">
          {job.state === 'running' ? `${stepName} ${percent}%` : t(`library.add.states.${job.state}`)}
        </span>
        {job.state === 'queued' || job.state === 'running' ? (
          <button
            type="button"
            className="button button-quiet button-small"
            aria-label={t('library.add.cancelJob', { name })}
            onClick={onCancel}
          >
            {t('common.cancel')}
          </button>
        ) : null}
        {job.state === 'failed' ? (
          <button
            type="button"
            className="button button-small"
            aria-label={t('library.add.retryJob', { name })}
            onClick={onRetry}
          >
            {t('library.add.retry')}
          </button>
        ) : null}
      </div>
      {job.state === 'running' ? (
        <progress className="library-progress-bar" max={100} value={percent} aria-label={`${stepName}: ${name}`} />
      ) : null}
      {job.state === 'running' || job.state === 'queued' ? (
        <p className="muted add-job-message">{job.message}</p>
      ) : null}
      {job.state === 'done' && job.skipped.length > 0 ? (
        <p className="muted add-job-message">{t('library.add.skipped')}</p>
      ) : null}
      {job.failure ? (
        <div className="alert alert-error add-job-failure" role="alert">
          <strong>{t('library.add.failedAt', { step: stepName })}</strong> {t(`library.add.advice.${job.failure.code}`)}
          {job.failure.code === 'failed' || job.failure.code === 'not-found' || job.failure.code === 'unreachable' ? (
            <span className="add-job-detail"> {job.failure.message}</span>
          ) : null}
          {job.failure.publisherUrl ? (
            <>
              {' '}
              <a href={job.failure.publisherUrl} target="_blank" rel="noreferrer noopener">
                {t('library.openPublisher')}
              </a>
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  )
}
