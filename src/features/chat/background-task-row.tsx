import { useTranslation } from 'react-i18next'
import type { BackgroundTaskView } from '../../../electron/shared/domain/background-task'
import { formatDuration } from './format-duration'

const tone: Record<BackgroundTaskView['status'], string> = {
  running: 'badge badge-accent',
  completed: 'badge badge-success',
  failed: 'badge badge-danger',
  cancelled: 'badge',
}

const knownTools = new Set(['download_paper', 'parse_paper'])

interface BackgroundTaskRowProps {
  task: BackgroundTaskView
  /** The time now, for a running task's duration. */
  now: number
  onCancel: () => void
}

/** One background task: what it does, its state and duration, a progress bar while it runs, how it ended after. */
export function BackgroundTaskRow({ task, now, onCancel }: BackgroundTaskRowProps) {
  const { t, i18n } = useTranslation()
  const title = knownTools.has(task.tool) ? t(`chat.background.tool.${task.tool}`) : task.tool
  const subject = task.subject
  const name = subject ? `${title} ${subject}` : title
  const running = task.status === 'running'
  const fraction = task.progress?.fraction ?? null
  const percent = fraction === null ? null : Math.round(fraction * 100)
  const duration = formatDuration((task.finishedAt ?? now) - task.startedAt, i18n.language)
  return (
    <li className="background-task" aria-label={name} data-testid="background-task" data-status={task.status}>
      <div className="background-task-head">
        <span className="background-task-name">{title}</span>
        {subject ? <span className="background-task-subject">{subject}</span> : null}
        <span className={tone[task.status]} data-testid="background-task-status">
          {t(`chat.background.status.${task.status}`)}
        </span>
        <span className="background-task-duration muted" title={t('chat.background.durationTitle')}>
          {duration}
        </span>
        {running ? (
          <button
            type="button"
            className="button button-quiet button-small"
            aria-label={t('chat.background.cancelLabel', { task: name })}
            onClick={onCancel}
          >
            {t('common.cancel')}
          </button>
        ) : null}
      </div>
      {running ? (
        <div className="background-task-progress">
          <progress
            className="background-task-bar"
            max={100}
            {...(percent === null ? {} : { value: percent })}
            aria-label={t('chat.background.progressLabel', { task: name })}
          />
          {percent === null ? null : <span data-testid="background-task-percent">{percent}%</span>}
          <span className="background-task-message muted">{task.progress?.message ?? ''}</span>
        </div>
      ) : task.summary ? (
        <p className="background-task-summary muted">{task.summary.split('\n')[0]}</p>
      ) : null}
    </li>
  )
}
