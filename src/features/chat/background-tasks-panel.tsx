import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError } from '../../data/describe-error'
import { BackgroundTaskRow } from './background-task-row'
import { useBackgroundTasks } from './use-background-tasks'

/** What bg_task_run started in this session, running and finished; hidden while there are none. */
export function BackgroundTasksPanel({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation()
  const { tasks, cancel } = useBackgroundTasks(sessionId)
  const [error, setError] = useState<string | null>(null)
  const [now, setNow] = useState(() => Date.now())
  const running = tasks.filter((task) => task.status === 'running').length

  useEffect(() => {
    if (running === 0) return
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [running])

  if (tasks.length === 0) return null
  return (
    <section className="background-tasks" aria-labelledby="background-tasks-title" data-testid="background-tasks">
      <h2 id="background-tasks-title" className="background-tasks-title">
        {t('chat.background.title', { running, total: tasks.length })}
      </h2>
      <ul className="background-task-list" aria-label={t('chat.background.listLabel')}>
        {tasks.map((task) => (
          <BackgroundTaskRow
            key={task.taskId}
            task={task}
            now={now}
            onCancel={() => {
              setError(null)
              cancel(task.taskId).catch((caught: unknown) => setError(describeError(caught)))
            }}
          />
        ))}
      </ul>
      {running > 0 ? (
        <p className="background-tasks-note muted" data-testid="background-tasks-note">
          {t('chat.background.restartNote')}
        </p>
      ) : null}
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  )
}
