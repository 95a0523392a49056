import { QueryClient } from '@tanstack/react-query'
import type { AgentEventType } from '../../electron/shared/contract/events'
import type { Transport, Unsubscribe } from '../../electron/shared/contract/transport'
import { areaOf, areasChangedBy } from './command-areas'

/**
 * The window's cache of engine answers. The engine is local and tells us what changed (events, and our own writes),
 * so a cached answer is kept until then rather than refetched on a timer; a failed command is not retried silently.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}

/** Marks every cached answer of these areas stale; the ones on screen are asked again at once. */
export function refreshAreas(queryClient: QueryClient, areas: Iterable<string>): Promise<void> {
  const wanted = new Set(areas)
  return queryClient.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && wanted.has(areaOf(query.queryKey[0])),
  })
}

const changeEvents = Object.keys(areasChangedBy) as AgentEventType[]

/** Follows the engine's change events, refreshing the areas each one changes, until unsubscribed. */
export function refreshOnEngineEvents(transport: Transport, queryClient: QueryClient): Unsubscribe {
  return transport.subscribe({ types: changeEvents }, (event) => {
    void refreshAreas(queryClient, areasChangedBy[event.type] ?? [])
  })
}
