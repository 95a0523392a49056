import type { EventOf } from '../../../electron/shared/contract/events'

export type LibraryProgressEvent = EventOf<'library-progress'>
export type LibraryTask = LibraryProgressEvent['task']

export interface TaskProgress {
  fraction: number
  message: string
  /** The last event seen said the task reached its end (fraction 1). */
  finished: boolean
  seq: number
}

/** Progress per paper and task, from `library-progress` events. */
export type ProgressState = Readonly<Record<string, Partial<Record<LibraryTask, TaskProgress>>>>

export const emptyProgress: ProgressState = {}

/** Applies one event; an event older than what is shown for the same task (a replay) changes nothing. */
export function applyProgress(state: ProgressState, event: LibraryProgressEvent): ProgressState {
  const current = state[event.paperId]?.[event.task]
  if (current && current.seq >= event.seq) return state
  const fraction = Math.min(Math.max(event.fraction, 0), 1)
  return {
    ...state,
    [event.paperId]: {
      ...state[event.paperId],
      [event.task]: { fraction, message: event.message, finished: fraction >= 1, seq: event.seq },
    },
  }
}

/** Forgets a task, e.g. when the user starts it again or dismisses its result. */
export function clearProgress(state: ProgressState, paperId: string, task: LibraryTask): ProgressState {
  const tasks = state[paperId]
  if (!tasks?.[task]) return state
  const { [task]: _removed, ...rest } = tasks
  return { ...state, [paperId]: rest }
}

/** A task is shown as running while its last event has not reached the end. */
export function isRunning(state: ProgressState, paperId: string, task: LibraryTask): boolean {
  const progress = state[paperId]?.[task]
  return progress !== undefined && !progress.finished
}
