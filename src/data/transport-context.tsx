import { createContext, type ReactNode, useContext } from 'react'
import type { Transport } from '../../electron/shared/contract/transport'

const TransportContext = createContext<Transport | null>(null)

export function TransportProvider({ transport, children }: { transport: Transport; children: ReactNode }) {
  return <TransportContext.Provider value={transport}>{children}</TransportContext.Provider>
}

export function useTransport(): Transport {
  const transport = useContext(TransportContext)
  if (!transport) throw new Error('useTransport needs a <TransportProvider> above it')
  return transport
}
