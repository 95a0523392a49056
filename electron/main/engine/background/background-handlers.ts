import { detailedError } from '../../../shared/contract/error-details'
import type { Handlers } from '../../../shared/contract/handlers'
import type { BackgroundTaskView } from '../../../shared/domain/background-task'
import type { BackgroundTask, BackgroundTasks } from './background-tasks'

const viewOf = (task: BackgroundTask): BackgroundTaskView => ({
  ...task,
  arguments: { ...task.arguments },
  progress: task.progress ? { ...task.progress } : null,
})

/** The chat's background-task panel: what bg_task_run started in a session, and stopping one. */
export function createBackgroundHandlers(
  background: BackgroundTasks,
): Pick<Handlers, 'background.list' | 'background.cancel'> {
  return {
    'background.list': async ({ sessionId }) => ({ tasks: background.list(sessionId).map(viewOf) }),
    'background.cancel': async ({ taskId }) => {
      const task = background.get(taskId)
      if (!task) {
        throw detailedError('background-task-not-found', { taskId })
      }
      await background.cancel(taskId)
      return { task: viewOf(task) }
    },
  }
}
