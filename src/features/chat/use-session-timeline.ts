import { useEffect, useState } from 'react'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import { describeError } from '../../data/describe-error'
import { useTransport } from '../../data/transport-context'
import { reduceEvents } from '../../timeline/reduce-events'
import { emptyTimeline, type TimelineView } from '../../timeline/timeline-types'

export interface SessionTimeline {
  view: TimelineView
  loadError: string | null
}

/**
 * The session's timeline: the stored history the engine rebuilds as events (`session.events`), then live events from
 * the `seq` it ended at. Events are reduced in batches once per animation frame, so a burst of thousands costs one
 * render.
 */
export function useSessionTimeline(sessionId: string): SessionTimeline {
  const transport = useTransport()
  const [view, setView] = useState<TimelineView>(emptyTimeline)
  const [loadError, setLoadError] = useState<string | null>(null)
  // Another version of a message is shown: the whole timeline is read again.
  const [readings, setReadings] = useState(0)

  useEffect(() => {
    void readings
    let current = emptyTimeline
    let queue: AgentEvent[] = []
    let frame: number | null = null
    let unsubscribe: (() => void) | null = null
    let disposed = false
    setView(emptyTimeline)
    setLoadError(null)

    const flush = () => {
      frame = null
      current = reduceEvents(queue, current)
      queue = []
      setView(current)
    }
    const follow = (afterSeq: number) => {
      unsubscribe = transport.subscribe({ sessionId, afterSeq }, (event) => {
        if (event.type === 'version-shown') setReadings((count) => count + 1)
        queue.push(event)
        frame ??= requestAnimationFrame(flush)
      })
    }

    transport.invoke('session.events', { sessionId }).then(
      ({ events, lastSeq }) => {
        if (disposed) return
        current = reduceEvents(events, current)
        setView(current)
        follow(lastSeq)
      },
      (error: unknown) => {
        if (disposed) return
        setLoadError(describeError(error))
        follow(0)
      },
    )
    return () => {
      disposed = true
      unsubscribe?.()
      if (frame !== null) cancelAnimationFrame(frame)
    }
  }, [transport, sessionId, readings])

  return { view, loadError }
}
