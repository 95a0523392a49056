import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import type { EventInput } from '../../../shared/contract/events'
import type { BackgroundProgress, BackgroundTaskStatus } from '../../../shared/domain/background-task'

/** Only slow library work may run in the background (AstroResearch seed). */
export const BACKGROUND_TOOLS = ['download_paper', 'parse_paper'] as const
export type BackgroundToolName = (typeof BACKGROUND_TOOLS)[number]

export interface BackgroundTask {
  taskId: string
  sessionId: string
  tool: BackgroundToolName
  arguments: Record<string, unknown>
  subject: string
  status: BackgroundTaskStatus
  startedAt: number
  finishedAt: number | null
  progress: BackgroundProgress | null
  summary: string
}

export interface BackgroundNotification {
  taskId: string
  tool: BackgroundToolName
  status: Exclude<BackgroundTaskStatus, 'running'>
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
  /** The title of the library's paper a reference (library id, arXiv id, DOI, bibcode) names, or null. */
  paperTitle(reference: string): string | null
}

/** The part of a tool's progress report a task shows (download_paper and parse_paper send `fraction` and `message`). */
const reportedProgressSchema = z.object({
  fraction: z.number().min(0).max(1).optional().catch(undefined),
  message: z.string().optional().catch(undefined),
  /** download_paper names the library paper it works on once it has added it. */
  paperId: z.string().optional().catch(undefined),
})

const SUMMARY_CHARS = 500

/** Background tasks and the notification queue drained into the conversation before the next step. */
export function createBackgroundTasks(deps: BackgroundTasksDeps) {
  const tasks = new Map<string, BackgroundTask>()
  const controllers = new Map<string, AbortController>()
  const queues = new Map<string, BackgroundNotification[]>()
  const running = new Map<string, Promise<void>>()
  const subjectOf = (args: Record<string, unknown>): string => {
    const reference = typeof args.paper === 'string' ? args.paper.trim() : ''
    return reference ? (deps.paperTitle(reference) ?? reference) : ''
  }

  const finish = (task: BackgroundTask, runId: string, output: BackgroundOutput, cancelled: boolean) => {
    const status: BackgroundNotification['status'] = cancelled ? 'cancelled' : output.isError ? 'failed' : 'completed'
    task.status = status
    task.finishedAt = deps.now()
    task.summary = output.content.slice(0, SUMMARY_CHARS)
    const notification: BackgroundNotification = {
      taskId: task.taskId,
      tool: task.tool,
      status,
      isError: status !== 'completed',
      summary: task.summary,
    }
    // A deleted session's task ends unheard.
    if (!tasks.has(task.taskId)) return
    queues.set(task.sessionId, [...(queues.get(task.sessionId) ?? []), notification])
    deps.emit({ type: 'background-task-done', sessionId: task.sessionId, runId, ...notification })
  }

  /**
   * Keeps the latest report; sends an event when it reaches another whole percent, or when only the step text
   * changed (a download's byte count in its text moves with the fraction, so it alone sends nothing).
   */
  const reportProgress = (task: BackgroundTask, runId: string, reported: Record<string, unknown>) => {
    const parsed = reportedProgressSchema.parse(reported)
    if (task.status !== 'running') return
    const title = parsed.paperId === undefined ? null : deps.paperTitle(parsed.paperId)
    const renamed = title !== null && title !== task.subject
    if (renamed) task.subject = title
    if (!renamed && parsed.fraction === undefined && parsed.message === undefined) return
    const previous = task.progress
    const progress = {
      fraction: parsed.fraction ?? previous?.fraction ?? null,
      message: parsed.message ?? previous?.message ?? '',
    }
    task.progress = progress
    const percent = (fraction: number | null) => (fraction === null ? null : Math.floor(fraction * 100))
    const changed =
      previous === null ||
      percent(previous.fraction) !== percent(progress.fraction) ||
      (previous.fraction === progress.fraction && previous.message !== progress.message)
    if (!changed && !renamed) return
    deps.emit({
      type: 'background-task-progress',
      sessionId: task.sessionId,
      runId,
      taskId: task.taskId,
      progress,
      subject: task.subject,
    })
  }

  return {
    start(request: {
      sessionId: string
      runId: string
      tool: BackgroundToolName
      arguments: Record<string, unknown>
      /**
       * The work itself: the tool run through the executor, stopped by the signal (task cancelled, app closing), its
       * progress reports passed to `onProgress`.
       */
      run(signal: AbortSignal, onProgress: (progress: Record<string, unknown>) => void): Promise<BackgroundOutput>
    }): BackgroundTask {
      const task: BackgroundTask = {
        taskId: `bg_${randomUUID().slice(0, 8)}`,
        sessionId: request.sessionId,
        tool: request.tool,
        arguments: request.arguments,
        subject: subjectOf(request.arguments),
        status: 'running',
        startedAt: deps.now(),
        finishedAt: null,
        progress: null,
        summary: '',
      }
      const controller = new AbortController()
      tasks.set(task.taskId, task)
      controllers.set(task.taskId, controller)
      deps.emit({ type: 'background-task-started', sessionId: task.sessionId, runId: request.runId, task: { ...task } })
      const work = startWork(() =>
        request.run(controller.signal, (progress) => reportProgress(task, request.runId, progress)),
      )
        .catch(
          (error: unknown): BackgroundOutput => ({
            content: `Background ${task.tool} failed: ${error instanceof Error ? error.message : String(error)}`,
            isError: true,
          }),
        )
        .then((output) => finish(task, request.runId, output, controller.signal.aborted))
        .finally(() => {
          controllers.delete(task.taskId)
          running.delete(task.taskId)
        })
      running.set(task.taskId, work)
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

    /** Stops a running task and resolves once it has ended; false when it was not running. */
    async cancel(taskId: string): Promise<boolean> {
      const controller = controllers.get(taskId)
      if (!controller) return false
      controller.abort()
      await running.get(taskId)
      return true
    },

    /** Stops a deleted session's tasks and forgets them and their notifications. */
    forgetSession(sessionId: string): void {
      for (const task of [...tasks.values()]) {
        if (task.sessionId !== sessionId) continue
        controllers.get(task.taskId)?.abort()
        tasks.delete(task.taskId)
      }
      queues.delete(sessionId)
    },

    /** Stops every running task (the app is closing). */
    cancelAll(): void {
      for (const controller of controllers.values()) controller.abort()
    },

    /** Waits for every running task (shutdown, tests). */
    async settle(): Promise<void> {
      while (running.size > 0) await Promise.all([...running.values()])
    },
  }
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>

/** Starts the work at once (so it sees an abort that comes right after), turning a synchronous throw into a rejection. */
function startWork(run: () => Promise<BackgroundOutput>) {
  try {
    return run()
  } catch (error) {
    return Promise.reject(error)
  }
}

export function formatBackgroundNotifications(notifications: BackgroundNotification[]): string {
  const outcome = { completed: 'done', failed: 'FAILED', cancelled: 'CANCELLED' } as const
  const lines = notifications.map((item) => `- ${item.taskId} ${item.tool} ${outcome[item.status]}: ${item.summary}`)
  return `<background-notifications>\n${lines.join('\n')}\n</background-notifications>`
}
