import { describe, expect, it } from 'vitest'
import {
  createBackgroundTasks,
  formatBackgroundNotifications,
} from '../../../electron/main/engine/background/background-tasks'
import { createBgTaskCheckTool } from '../../../electron/main/engine/tools/builtin/bg-task-check/index'
import { createBgTaskRunTool } from '../../../electron/main/engine/tools/builtin/bg-task-run/index'
import type { ToolOutput } from '../../../electron/main/engine/tools/define-tool'
import type { EventInput } from '../../../electron/shared/contract/events'
import { createToolContext } from '../tool-context'

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

describe('background tasks', () => {
  it('runs a library tool in the background, notifies once, and reports status', async () => {
    const gate = deferred<ToolOutput>()
    const ran: { name: string; arguments: Record<string, unknown> }[] = []
    const events: EventInput[] = []
    const background = createBackgroundTasks({
      emit: (event) => events.push(event),
      now: () => 7,
      paperTitle: () => null,
    })
    const bgTaskRunTool = createBgTaskRunTool({ background })
    const bgTaskCheckTool = createBgTaskCheckTool({ background })
    const context = createToolContext({
      runTool: (call) => {
        ran.push({ name: call.name, arguments: call.arguments })
        return gate.promise
      },
    })

    const started = await bgTaskRunTool.execute(
      bgTaskRunTool.input.parse({ tool: 'download_paper', arguments: { id: '2401.00010' } }),
      context,
    )
    const taskId = String(started.metadata.taskId)
    expect(ran).toEqual([{ name: 'download_paper', arguments: { id: '2401.00010' } }])
    expect((await bgTaskCheckTool.execute({ task_id: taskId }, context)).content).toBe(
      `${taskId} download_paper running`,
    )
    expect(background.drain('s1')).toEqual([])

    gate.resolve({ content: 'Saved 2401.00010.pdf (1.2 MB)', isError: false, metadata: {} })
    await background.settle()

    expect(events).toEqual([
      expect.objectContaining({ type: 'background-task-started', task: expect.objectContaining({ taskId }) }),
      expect.objectContaining({
        type: 'background-task-done',
        taskId,
        tool: 'download_paper',
        status: 'completed',
        isError: false,
      }),
    ])
    const notifications = background.drain('s1')
    expect(formatBackgroundNotifications(notifications)).toBe(
      `<background-notifications>\n- ${taskId} download_paper done: Saved 2401.00010.pdf (1.2 MB)\n</background-notifications>`,
    )
    expect(background.drain('s1')).toEqual([])
    expect((await bgTaskCheckTool.execute({}, context)).content).toMatch(/completed: Saved/)
  })

  it('accepts only download_paper and parse_paper', () => {
    const bgTaskRunTool = createBgTaskRunTool({
      background: createBackgroundTasks({ emit: () => undefined, now: () => 1, paperTitle: () => null }),
    })
    expect(bgTaskRunTool.input.safeParse({ tool: 'run_bash', arguments: {} }).success).toBe(false)
    expect(bgTaskRunTool.input.safeParse({ tool: 'parse_paper', arguments: {} }).success).toBe(true)
  })

  it('turns a thrown error into a failed task and can cancel a running one', async () => {
    const run = (signal: AbortSignal) =>
      new Promise<ToolOutput>((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(new Error('aborted'))),
      )
    const background = createBackgroundTasks({ emit: () => undefined, now: () => 1, paperTitle: () => null })
    const task = background.start({ sessionId: 's1', runId: 'r1', tool: 'parse_paper', arguments: {}, run })
    expect(await background.cancel(task.taskId)).toBe(true)
    expect(background.get(task.taskId)).toMatchObject({ status: 'cancelled' })
    const notifications = background.drain('s1')
    expect(notifications).toEqual([expect.objectContaining({ status: 'cancelled', isError: true })])
    expect(formatBackgroundNotifications(notifications)).toContain(`${task.taskId} parse_paper CANCELLED: `)
    expect(await background.cancel(task.taskId)).toBe(false)
  })

  it('stops every running task when the app closes', async () => {
    const run = (signal: AbortSignal) =>
      new Promise<ToolOutput>((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(new Error('aborted'))),
      )
    const background = createBackgroundTasks({ emit: () => undefined, now: () => 1, paperTitle: () => null })
    const first = background.start({ sessionId: 's1', runId: 'r1', tool: 'download_paper', arguments: {}, run })
    const second = background.start({ sessionId: 's2', runId: 'r2', tool: 'parse_paper', arguments: {}, run })
    background.cancelAll()
    await background.settle()
    expect([background.get(first.taskId)?.status, background.get(second.taskId)?.status]).toEqual([
      'cancelled',
      'cancelled',
    ])
  })

  it('keeps the latest progress and sends an event only when the step text changes or the fraction moves', async () => {
    const gate = deferred<ToolOutput>()
    const events: EventInput[] = []
    const background = createBackgroundTasks({
      emit: (event) => events.push(event),
      now: () => 1,
      paperTitle: () => null,
    })
    const task = background.start({
      sessionId: 's1',
      runId: 'r1',
      tool: 'download_paper',
      arguments: {},
      run: (_signal, onProgress) => {
        onProgress({ paperId: 'p1', fraction: 0.1, message: 'Downloading' })
        onProgress({ paperId: 'p1', fraction: 0.105, message: 'Downloading' })
        onProgress({ paperId: 'p1', fraction: 0.5, message: 'Downloading' })
        onProgress({ paperId: 'p1', fraction: 'half', message: 'Checking the PDF' })
        onProgress({ unrelated: true })
        return gate.promise
      },
    })
    expect(background.get(task.taskId)?.progress).toEqual({ fraction: 0.5, message: 'Checking the PDF' })
    gate.resolve({ content: 'Downloaded', isError: false, metadata: {} })
    await background.settle()
    expect(events.filter((event) => event.type === 'background-task-progress')).toEqual([
      expect.objectContaining({ taskId: task.taskId, progress: { fraction: 0.1, message: 'Downloading' } }),
      expect.objectContaining({ progress: { fraction: 0.5, message: 'Downloading' } }),
      expect.objectContaining({ progress: { fraction: 0.5, message: 'Checking the PDF' } }),
    ])
  })

  it('stops and forgets a deleted session’s tasks, and queues nothing for it', async () => {
    const run = (signal: AbortSignal) =>
      new Promise<ToolOutput>((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(new Error('aborted'))),
      )
    const events: EventInput[] = []
    const background = createBackgroundTasks({
      emit: (event) => events.push(event),
      now: () => 1,
      paperTitle: () => null,
    })
    const gone = background.start({ sessionId: 's1', runId: 'r1', tool: 'download_paper', arguments: {}, run })
    const kept = background.start({ sessionId: 's2', runId: 'r2', tool: 'parse_paper', arguments: {}, run })
    background.forgetSession('s1')
    expect(background.get(gone.taskId)).toBeUndefined()
    expect(background.list('s1')).toEqual([])
    expect(background.list('s2')).toEqual([expect.objectContaining({ taskId: kept.taskId, status: 'running' })])
    background.cancelAll()
    await background.settle()
    expect(background.drain('s1')).toEqual([])
    expect(events.filter((event) => event.type === 'background-task-done')).toEqual([
      expect.objectContaining({ sessionId: 's2', taskId: kept.taskId, status: 'cancelled' }),
    ])
  })
})
