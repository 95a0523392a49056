import { useEffect, useRef } from 'react'
import type { AgentEvent, EventFilter } from '../../electron/shared/contract/events'
import { useTransport } from './transport-context'

/**
 * Calls `onEvent` for each engine event matching `filter` while the component is shown (`enabled`, true by default).
 * The filter is compared by value, and the latest `onEvent` is called, so neither needs to be memoised.
 */
export function useEngineEvents(
  filter: EventFilter,
  onEvent: (event: AgentEvent) => void,
  options: { enabled?: boolean } = {},
): void {
  const transport = useTransport()
  const latest = useRef(onEvent)
  latest.current = onEvent
  const filterKey = JSON.stringify(filter)
  const enabled = options.enabled ?? true
  useEffect(() => {
    if (!enabled) return
    const wanted: EventFilter = JSON.parse(filterKey)
    return transport.subscribe(wanted, (event) => latest.current(event))
  }, [transport, filterKey, enabled])
}
