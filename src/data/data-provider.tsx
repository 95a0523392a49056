import { QueryClientProvider, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import type { AgentEventType } from '../../electron/shared/contract/events'
import type { Transport } from '../../electron/shared/contract/transport'
import { areasChangedBy } from './command-areas'
import { createQueryClient, refreshAreas } from './query-client'
import { TransportProvider, useTransport } from './transport-context'

const changeEvents = Object.keys(areasChangedBy) as AgentEventType[]

function RefreshOnEngineEvents() {
  const transport = useTransport()
  const queryClient = useQueryClient()
  useEffect(
    () =>
      transport.subscribe({ types: changeEvents }, (event) => {
        void refreshAreas(queryClient, areasChangedBy[event.type] ?? [])
      }),
    [transport, queryClient],
  )
  return null
}

/** The transport and the cache of its answers, for everything below; the engine's events keep the cache fresh. */
export function DataProvider({ transport, children }: { transport: Transport; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <TransportProvider transport={transport}>
      <QueryClientProvider client={queryClient}>
        <RefreshOnEngineEvents />
        {children}
      </QueryClientProvider>
    </TransportProvider>
  )
}
