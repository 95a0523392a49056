import { useMemo } from 'react'
import type { LibraryClient } from './library-client'
import { useTransport } from './transport-context'
import { createTransportLibraryClient } from './transport-library-client'

export function useLibraryClient(): LibraryClient {
  const transport = useTransport()
  return useMemo(() => createTransportLibraryClient(transport), [transport])
}
