import { describe, expect, it } from 'vitest'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import type { BackgroundTaskView } from '../../../electron/shared/domain/background-task'
import { applyBackgroundEvent, mergeListedTasks } from '../../../src/features/chat/background-task-list'
import { formatDuration } from '../../../src/features/chat/format-duration'

const envelope = { seq: 5, sessionId: 's1', runId: 'r1', at: 2_000 }
const running: BackgroundTaskView = {
  taskId: 'bg_1',
  sessionId: 's1',
  tool: 'download_paper',
  arguments: { paper: '1201.4869' },
  subject: '1201.4869',
  status: 'running',
  startedAt: 1_000,
  finishedAt: null,
  progress: null,
  summary: '',
}

describe('the background-task panel’s list', () => {
  it('adds a started task, follows its progress and records how and when it ended', () => {
    const events: AgentEvent[] = [
      { ...envelope, type: 'background-task-started', task: running },
      {
        ...envelope,
        type: 'background-task-progress',
        taskId: 'bg_1',
        progress: { fraction: 0.5, message: 'Half' },
        subject: 'A Luttinger Liquid Core',
      },
      {
        ...envelope,
        at: 9_000,
        type: 'background-task-done',
        taskId: 'bg_1',
        tool: 'download_paper',
        status: 'failed',
        isError: true,
        summary: 'Download failed: 404',
      },
      {
        ...envelope,
        type: 'background-task-progress',
        taskId: 'bg_1',
        progress: { fraction: 0.9, message: 'Late' },
        subject: 'Late title',
      },
    ]
    const tasks = events.reduce<BackgroundTaskView[]>(applyBackgroundEvent, [])
    expect(tasks).toEqual([
      {
        ...running,
        status: 'failed',
        finishedAt: 9_000,
        summary: 'Download failed: 404',
        progress: { fraction: 0.5, message: 'Half' },
        subject: 'A Luttinger Liquid Core',
      },
    ])
  })

  it('keeps a task finished when a list answered before it ended arrives late, and sorts by start', () => {
    const done: BackgroundTaskView = { ...running, status: 'completed', finishedAt: 3_000, summary: 'Downloaded' }
    const later: BackgroundTaskView = { ...running, taskId: 'bg_0', startedAt: 500 }
    expect(mergeListedTasks([done], [running, later])).toEqual([later, done])
  })

  it('ignores progress for a task it has not seen (the list brings it)', () => {
    const event: AgentEvent = {
      ...envelope,
      type: 'background-task-progress',
      taskId: 'bg_unknown',
      progress: { fraction: 0.1, message: 'Starting' },
      subject: '',
    }
    expect(applyBackgroundEvent([running], event)).toEqual([running])
  })

  it('formats durations in seconds, minutes and hours', () => {
    expect(formatDuration(4_400, 'en')).toBe('4 sec')
    expect(formatDuration(185_000, 'en')).toBe('3 min 5 sec')
    expect(formatDuration(7_260_000, 'en')).toBe('2 hr 1 min')
  })
})
