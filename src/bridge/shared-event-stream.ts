import { matchesFilter } from '../../electron/shared/contract/event-filter'
import type { AgentEvent, EventFilter } from '../../electron/shared/contract/events'
import type { Unsubscribe } from '../../electron/shared/contract/transport'

type Listener = (event: AgentEvent) => void

/**
 * One event stream for every subscriber that follows events from now on, each given the events its filter matches.
 * A browser opens at most six connections to a host, so a stream per subscriber would leave commands waiting.
 */
export function createSharedEventStream(open: (listener: Listener) => Unsubscribe) {
  const subscribers = new Set<{ filter: EventFilter; listener: Listener }>()
  let close: Unsubscribe | null = null
  const deliver: Listener = (event) => {
    for (const subscriber of [...subscribers]) {
      if (subscribers.has(subscriber) && matchesFilter(event, subscriber.filter)) subscriber.listener(event)
    }
  }
  return {
    subscribe(filter: EventFilter, listener: Listener): Unsubscribe {
      const subscriber = { filter, listener }
      subscribers.add(subscriber)
      close ??= open(deliver)
      return () => {
        subscribers.delete(subscriber)
        if (subscribers.size > 0) return
        close?.()
        close = null
      }
    },
  }
}
