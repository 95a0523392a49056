import { useEffect, useRef, useState } from 'react'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import { describeError } from '../../data/describe-error'
import { useSessionEvents } from '../../data/use-session-events'
import { reduceEvents } from '../../timeline/reduce-events'
import { emptyTimeline, type TimelineView } from '../../timeline/timeline-types'

export interface SessionTimeline {
  view: TimelineView
  loadError: string | null
}

/**
 * The session's timeline: its stored history, then its live events. Live events are reduced in batches once per
 * animation frame, so a burst of thousands costs one render.
 */
export function useSessionTimeline(sessionId: string): SessionTimeline {
  const [view, setView] = useState<TimelineView>(emptyTimeline)
  const [loadError, setLoadError] = useState<string | null>(null)
  const current = useRef(emptyTimeline)
  const queue = useRef<AgentEvent[]>([])
  const frame = useRef<number | null>(null)
  // Another version of a message is shown: the whole timeline is read again.
  const [reading, setReading] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new session or reading starts from an empty timeline
  useEffect(() => {
    current.current = emptyTimeline
    queue.current = []
    setView(emptyTimeline)
    setLoadError(null)
    return () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current)
      frame.current = null
    }
  }, [sessionId, reading])

  const flush = () => {
    frame.current = null
    current.current = reduceEvents(queue.current, current.current)
    queue.current = []
    setView(current.current)
  }

  useSessionEvents(sessionId, reading, {
    onHistory: (events) => {
      current.current = reduceEvents(events, current.current)
      setView(current.current)
    },
    onEvent: (event) => {
      if (event.type === 'version-shown') setReading((count) => count + 1)
      queue.current.push(event)
      frame.current ??= requestAnimationFrame(flush)
    },
    onHistoryError: (error) => setLoadError(describeError(error)),
  })

  return { view, loadError }
}
