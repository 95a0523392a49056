import { useCallback, useEffect, useState } from 'react'
import type { BackgroundTaskView } from '../../../electron/shared/domain/background-task'
import { useTransport } from '../../data/transport-context'
import { applyBackgroundEvent, mergeListedTasks } from './background-task-list'

const backgroundEvents = ['background-task-started', 'background-task-progress', 'background-task-done']

export interface BackgroundTasksState {
  tasks: BackgroundTaskView[]
  cancel(taskId: string): Promise<void>
}

/** The session's background tasks: listed by the engine (so a reload finds them), then kept live from their events. */
export function useBackgroundTasks(sessionId: string): BackgroundTasksState {
  const transport = useTransport()
  const [tasks, setTasks] = useState<BackgroundTaskView[]>([])

  useEffect(() => {
    let live = true
    setTasks([])
    const unsubscribe = transport.subscribe({ sessionId, types: backgroundEvents }, (event) => {
      setTasks((current) => applyBackgroundEvent(current, event))
    })
    transport.invoke('background.list', { sessionId }).then(
      ({ tasks: listed }) => {
        if (live) setTasks((current) => mergeListedTasks(current, listed))
      },
      () => {
        // Without the list the panel shows the tasks started from now on; the timeline still tells how each ended.
      },
    )
    return () => {
      live = false
      unsubscribe()
    }
  }, [transport, sessionId])

  const cancel = useCallback(
    async (taskId: string) => {
      const { task } = await transport.invoke('background.cancel', { taskId })
      setTasks((current) => mergeListedTasks(current, [task]))
    },
    [transport],
  )
  return { tasks, cancel }
}
