import { useMemo } from 'react'
import { useTransport } from '../../data/transport-context'
import type { LibraryClient } from './library-client'
import { createTransportLibraryClient } from './transport-library-client'

export function useLibraryClient(): LibraryClient {
  const transport = useTransport()
  return useMemo(() => createTransportLibraryClient(transport), [transport])
}
