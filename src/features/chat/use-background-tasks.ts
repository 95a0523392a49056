import { useCallback, useEffect, useState } from 'react'
import type { BackgroundTaskView } from '../../../electron/shared/domain/background-task'
import { useCommand } from '../../data/use-command'
import { useCommandMutation } from '../../data/use-command-mutation'
import { useEngineEvents } from '../../data/use-engine-events'
import { applyBackgroundEvent, mergeListedTasks } from './background-task-list'

const backgroundEvents = ['background-task-started', 'background-task-progress', 'background-task-done']

export interface BackgroundTasksState {
  tasks: BackgroundTaskView[]
  cancel(taskId: string): Promise<void>
}

/** The session's background tasks: listed by the engine (so a reload finds them), then kept live from their events. */
export function useBackgroundTasks(sessionId: string): BackgroundTasksState {
  const [tasks, setTasks] = useState<BackgroundTaskView[]>([])
  useEngineEvents({ sessionId, types: backgroundEvents }, (event) => {
    setTasks((current) => applyBackgroundEvent(current, event))
  })
  // Without the list the panel shows the tasks started from now on; the timeline still tells how each ended.
  const listed = useCommand('background.list', { sessionId }).data?.tasks
  useEffect(() => {
    if (listed) setTasks((current) => mergeListedTasks(current, listed))
  }, [listed])

  const { mutateAsync: cancelTask } = useCommandMutation('background.cancel')
  const cancel = useCallback(
    async (taskId: string) => {
      const { task } = await cancelTask({ taskId })
      setTasks((current) => mergeListedTasks(current, [task]))
    },
    [cancelTask],
  )
  return { tasks, cancel }
}
