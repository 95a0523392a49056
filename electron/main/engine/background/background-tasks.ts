import { randomUUID } from 'node:crypto'
import type { EventInput } from '../../../shared/contract/events'

/** Only slow library work may run in the background (AstroResearch seed). */
export const BACKGROUND_TOOLS = ['download_paper', 'parse_paper'] as const
export type BackgroundToolName = (typeof BACKGROUND_TOOLS)[number]

export interface BackgroundTask {
  taskId: string
  sessionId: string
  tool: BackgroundToolName
  arguments: Record<string, unknown>
  status: 'running' | 'completed' | 'failed' | 'cancelled'
  startedAt: number
  finishedAt: number | null
  summary: string
}

export interface BackgroundNotification {
  taskId: string
  tool: BackgroundToolName
  isError: boolean
  summary: string
}

/** What a background task's work ends with: the tool's output for the model. */
export interface BackgroundOutput {
  content: string
  isError: boolean
}

export interface BackgroundTasksDeps {
  emit(event: EventInput): void
  now(): number
}

const SUMMARY_CHARS = 500

/** Background tasks and the notification queue drained into the conversation before the next step. */
export function createBackgroundTasks(deps: BackgroundTasksDeps) {
  const tasks = new Map<string, BackgroundTask>()
  const controllers = new Map<string, AbortController>()
  const queues = new Map<string, BackgroundNotification[]>()
  const running = new Set<Promise<void>>()

  const finish = (task: BackgroundTask, runId: string, output: BackgroundOutput, cancelled: boolean) => {
    task.status = cancelled ? 'cancelled' : output.isError ? 'failed' : 'completed'
    task.finishedAt = deps.now()
    task.summary = output.content.slice(0, SUMMARY_CHARS)
    const notification = { taskId: task.taskId, tool: task.tool, isError: output.isError, summary: task.summary }
    queues.set(task.sessionId, [...(queues.get(task.sessionId) ?? []), notification])
    deps.emit({ type: 'background-task-done', sessionId: task.sessionId, runId, ...notification })
  }

  return {
    start(request: {
      sessionId: string
      runId: string
      tool: BackgroundToolName
      arguments: Record<string, unknown>
      /** The work itself: the tool run through the executor, stopped by the signal (task cancelled, app closing). */
      run(signal: AbortSignal): Promise<BackgroundOutput>
    }): BackgroundTask {
      const task: BackgroundTask = {
        taskId: `bg_${randomUUID().slice(0, 8)}`,
        sessionId: request.sessionId,
        tool: request.tool,
        arguments: request.arguments,
        status: 'running',
        startedAt: deps.now(),
        finishedAt: null,
        summary: '',
      }
      const controller = new AbortController()
      tasks.set(task.taskId, task)
      controllers.set(task.taskId, controller)
      const work = startWork(request.run, controller.signal)
        .catch(
          (error: unknown): BackgroundOutput => ({
            content: `Background ${task.tool} failed: ${error instanceof Error ? error.message : String(error)}`,
            isError: true,
          }),
        )
        .then((output) => finish(task, request.runId, output, controller.signal.aborted))
        .finally(() => {
          controllers.delete(task.taskId)
          running.delete(work)
        })
      running.add(work)
      return task
    },

    get: (taskId: string) => tasks.get(taskId),
    list: (sessionId: string) => [...tasks.values()].filter((task) => task.sessionId === sessionId),

    /** Notifications not yet shown to the model, oldest first; each is returned once. */
    drain(sessionId: string): BackgroundNotification[] {
      const pending = queues.get(sessionId) ?? []
      queues.delete(sessionId)
      return pending
    },

    cancel(taskId: string): boolean {
      const controller = controllers.get(taskId)
      controller?.abort()
      return controller !== undefined
    },

    /** Stops every running task (the app is closing). */
    cancelAll(): void {
      for (const controller of controllers.values()) controller.abort()
    },

    /** Waits for every running task (shutdown, tests). */
    async settle(): Promise<void> {
      while (running.size > 0) await Promise.all([...running])
    },
  }
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>

/** Starts the work at once (so it sees an abort that comes right after), turning a synchronous throw into a rejection. */
function startWork(run: (signal: AbortSignal) => Promise<BackgroundOutput>, signal: AbortSignal) {
  try {
    return run(signal)
  } catch (error) {
    return Promise.reject(error)
  }
}

export function formatBackgroundNotifications(notifications: BackgroundNotification[]): string {
  const lines = notifications.map(
    (item) => `- ${item.taskId} ${item.tool} ${item.isError ? 'FAILED' : 'done'}: ${item.summary}`,
  )
  return `<background-notifications>\n${lines.join('\n')}\n</background-notifications>`
}
