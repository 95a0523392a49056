import { useEffect, useState } from 'react'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import { useTransport } from '../../app/transport-context'
import { reduceEvents } from '../../timeline/reduce-events'
import { emptyTimeline, type TimelineView } from '../../timeline/timeline-types'

/**
 * The session's timeline, rebuilt from the engine's replay (every buffered event after seq 0) and kept live.
 * Events are reduced in batches once per animation frame, so a burst of thousands costs one render.
 */
export function useSessionTimeline(sessionId: string): TimelineView {
  const transport = useTransport()
  const [view, setView] = useState<TimelineView>(emptyTimeline)

  useEffect(() => {
    let current = emptyTimeline
    let queue: AgentEvent[] = []
    let frame: number | null = null
    setView(emptyTimeline)

    const flush = () => {
      frame = null
      current = reduceEvents(queue, current)
      queue = []
      setView(current)
    }
    const unsubscribe = transport.subscribe({ sessionId, afterSeq: 0 }, (event) => {
      queue.push(event)
      frame ??= requestAnimationFrame(flush)
    })
    return () => {
      unsubscribe()
      if (frame !== null) cancelAnimationFrame(frame)
    }
  }, [transport, sessionId])

  return view
}
