import type { AgentEvent } from '../../../electron/shared/contract/events'
import type { BackgroundTaskView } from '../../../electron/shared/domain/background-task'

const finished = (task: BackgroundTaskView) => task.status !== 'running'

/** A task's newer state wins, except that a finished task never goes back to running (a list answered late). */
function newer(known: BackgroundTaskView | undefined, update: BackgroundTaskView): BackgroundTaskView {
  if (known && finished(known) && !finished(update)) return known
  return update
}

/** `current` with the tasks `background.list` answered, oldest first. */
export function mergeListedTasks(
  current: readonly BackgroundTaskView[],
  listed: readonly BackgroundTaskView[],
): BackgroundTaskView[] {
  const byId = new Map(current.map((task) => [task.taskId, task]))
  for (const task of listed) byId.set(task.taskId, newer(byId.get(task.taskId), task))
  return [...byId.values()].sort((a, b) => a.startedAt - b.startedAt)
}

/** `current` after one background-task event; other events and tasks not seen yet (the list brings them) change nothing. */
export function applyBackgroundEvent(current: readonly BackgroundTaskView[], event: AgentEvent): BackgroundTaskView[] {
  switch (event.type) {
    case 'background-task-started':
      return mergeListedTasks(current, [event.task])
    case 'background-task-progress':
      return current.map((task) =>
        task.taskId === event.taskId && !finished(task)
          ? { ...task, progress: event.progress, subject: event.subject }
          : task,
      )
    case 'background-task-done':
      return current.map((task) =>
        task.taskId === event.taskId
          ? { ...task, status: event.status, summary: event.summary, finishedAt: event.at }
          : task,
      )
    default:
      return current.slice()
  }
}
