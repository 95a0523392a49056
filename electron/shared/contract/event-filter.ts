import { type AgentEvent, type EventFilter, GLOBAL_SESSION_ID } from './events'

/** Session filter lets global events through; type filter is exact; `afterSeq` is applied by the caller. */
export function matchesFilter(event: AgentEvent, filter: EventFilter): boolean {
  if (filter.sessionId !== undefined && event.sessionId !== filter.sessionId && event.sessionId !== GLOBAL_SESSION_ID) {
    return false
  }
  if (filter.types !== undefined && !filter.types.includes(event.type)) return false
  return true
}
