import { QueryClientProvider, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import type { Transport } from '../../electron/shared/contract/transport'
import { createQueryClient, refreshOnEngineEvents } from './query-client'
import { TransportProvider, useTransport } from './transport-context'

function RefreshOnEngineEvents() {
  const transport = useTransport()
  const queryClient = useQueryClient()
  useEffect(() => refreshOnEngineEvents(transport, queryClient), [transport, queryClient])
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
