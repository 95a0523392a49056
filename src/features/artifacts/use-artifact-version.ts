import { useEffect, useState } from 'react'
import type { ArtifactView } from '../../../electron/shared/contract/commands/artifact'
import { describeError } from '../../data/describe-error'
import { useTransport } from '../../data/transport-context'

/** Fetches one stored version of an artifact; the latest comes from the live snapshot without a request. */
export function useArtifactVersion(sessionId: string, latest: ArtifactView, version: number | null) {
  const transport = useTransport()
  const [fetched, setFetched] = useState<ArtifactView | null>(null)
  const [error, setError] = useState<string | null>(null)
  const wanted = version === null || version === latest.version ? null : version

  useEffect(() => {
    if (wanted === null) return
    let current = true
    transport
      .invoke('artifact.get', { sessionId, id: latest.id, version: wanted })
      .then((artifact) => current && setFetched(artifact))
      .catch((failure: unknown) => current && setError(describeError(failure)))
    return () => {
      current = false
    }
  }, [transport, sessionId, latest.id, wanted])

  if (wanted === null) return { artifact: latest, error: null }
  return { artifact: fetched?.version === wanted ? fetched : null, error }
}
