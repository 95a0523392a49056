import { matchesFilter } from '../../../shared/contract/event-filter'
import { type AgentEvent, type EventFilter, type EventInput, eventSchema } from '../../../shared/contract/events'
import type { Unsubscribe } from '../../../shared/contract/transport'
import type { Clock } from '../ports/engine-deps'
import { RingBuffer } from './ring-buffer'

type EventListener = (event: AgentEvent) => void

export interface EventBus {
  /** Stamps the event with the next `seq` and the clock's time, keeps it for replay and delivers it. */
  emit(event: EventInput): AgentEvent
  /**
   * Delivers buffered events after `filter.afterSeq` (when given), then every new matching event, in `seq` order,
   * each exactly once.
   */
  subscribe(filter: EventFilter, listener: EventListener): Unsubscribe
  /** Buffered events matching the filter (after `afterSeq` when given), oldest first. */
  replay(filter: EventFilter): AgentEvent[]
  /** The `seq` of the newest event, 0 before the first. */
  lastSeq(): number
}

interface EventBusOptions {
  clock: Clock
  /** How many recent events are kept for replay. */
  capacity?: number
  /** Parse every emitted event against the schema (dev and tests). */
  validate?: boolean
  onListenerError?: (error: unknown, event: AgentEvent) => void
}

const DEFAULT_REPLAY_CAPACITY = 10_000

interface Subscriber {
  filter: EventFilter
  listener: EventListener
  /** Highest `seq` handed to this listener; guards against duplicates when replay and live delivery overlap. */
  deliveredSeq: number
}

export function createEventBus(options: EventBusOptions): EventBus {
  const buffer = new RingBuffer<AgentEvent>(options.capacity ?? DEFAULT_REPLAY_CAPACITY)
  const subscribers = new Set<Subscriber>()
  const pending: AgentEvent[] = []
  let dispatching = false
  let seq = 0

  function deliver(subscriber: Subscriber, event: AgentEvent): void {
    if (event.seq <= subscriber.deliveredSeq || !subscribers.has(subscriber)) return
    subscriber.deliveredSeq = event.seq
    if (!matchesFilter(event, subscriber.filter)) return
    try {
      subscriber.listener(event)
    } catch (error) {
      options.onListenerError?.(error, event)
    }
  }

  /** Events emitted from inside a listener wait their turn so every subscriber sees one global order. */
  function dispatch(): void {
    if (dispatching) return
    dispatching = true
    try {
      for (let event = pending.shift(); event !== undefined; event = pending.shift()) {
        for (const subscriber of [...subscribers]) deliver(subscriber, event)
      }
    } finally {
      dispatching = false
    }
  }

  function replay(filter: EventFilter): AgentEvent[] {
    const afterSeq = filter.afterSeq ?? 0
    return buffer.toArray().filter((event) => event.seq > afterSeq && matchesFilter(event, filter))
  }

  return {
    emit(input) {
      const candidate = { ...input, seq: seq + 1, at: options.clock.now() }
      const event = options.validate ? eventSchema.parse(candidate) : (candidate as AgentEvent)
      seq = event.seq
      buffer.push(event)
      pending.push(event)
      dispatch()
      return event
    },
    subscribe(filter, listener) {
      const subscriber: Subscriber = { filter, listener, deliveredSeq: filter.afterSeq ?? seq }
      subscribers.add(subscriber)
      if (filter.afterSeq !== undefined) {
        // Events a listener emits during the replay wait until the replay is done, so nothing is skipped.
        const outerDispatch = dispatching
        dispatching = true
        try {
          for (const event of replay(filter)) deliver(subscriber, event)
        } finally {
          dispatching = outerDispatch
        }
        dispatch()
      }
      return () => {
        subscribers.delete(subscriber)
      }
    },
    replay,
    lastSeq: () => seq,
  }
}
