import { useEffect, useRef } from 'react'
import type { AgentEvent } from '../../electron/shared/contract/events'
import { useTransport } from './transport-context'

export interface SessionEventHandlers {
  /** The stored history, rebuilt by the engine as events (`session.events`); live events follow it. */
  onHistory(events: readonly AgentEvent[]): void
  onEvent(event: AgentEvent): void
  /** The history could not be read; live events still follow. */
  onHistoryError(error: unknown): void
}

/**
 * A session's events from its beginning: the stored history, then every live event after the `seq` it ended at. A new
 * `reading` reads the history again (another version of a message is shown).
 */
export function useSessionEvents(sessionId: string, reading: number, handlers: SessionEventHandlers): void {
  const transport = useTransport()
  const latest = useRef(handlers)
  latest.current = handlers
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new reading starts over from the stored history
  useEffect(() => {
    let unsubscribe: (() => void) | null = null
    let disposed = false
    const follow = (afterSeq: number) => {
      unsubscribe = transport.subscribe({ sessionId, afterSeq }, (event) => latest.current.onEvent(event))
    }
    transport.invoke('session.events', { sessionId }).then(
      ({ events, lastSeq }) => {
        if (disposed) return
        latest.current.onHistory(events)
        follow(lastSeq)
      },
      (error: unknown) => {
        if (disposed) return
        latest.current.onHistoryError(error)
        follow(0)
      },
    )
    return () => {
      disposed = true
      unsubscribe?.()
    }
  }, [transport, sessionId, reading])
}
