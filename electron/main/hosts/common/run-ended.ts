import type { AgentEvent } from '../../../shared/contract/events'
import type { EngineCore } from './engine-core'

export type RunEnd = 'stop' | 'max-steps' | 'error' | 'aborted'

/** Resolves when the run's `run-end` or `run-abort` event is (or already was) sent. */
export function runEnded(engine: EngineCore, sessionId: string, runId: string): Promise<RunEnd> {
  const ending = (event: AgentEvent): RunEnd | null => {
    if (event.runId !== runId) return null
    if (event.type === 'run-end') return event.reason
    if (event.type === 'run-abort') return 'aborted'
    return null
  }
  return new Promise((resolve) => {
    const unsubscribe = engine.events.subscribe({ sessionId, types: ['run-end', 'run-abort'] }, (event) => {
      const end = ending(event)
      if (end === null) return
      unsubscribe()
      resolve(end)
    })
    for (const event of engine.events.replay({ sessionId })) {
      const end = ending(event)
      if (end === null) continue
      unsubscribe()
      resolve(end)
      return
    }
  })
}
