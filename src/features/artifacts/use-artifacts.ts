import { useCallback, useEffect, useState } from 'react'
import type { ArtifactView } from '../../../electron/shared/contract/commands/artifact'
import { describeError } from '../../data/describe-error'
import { useTransport } from '../../data/transport-context'

/** The session's artifacts, kept live from `artifact-updated` snapshots. */
export function useArtifacts(sessionId: string | null) {
  const transport = useTransport()
  const [artifacts, setArtifacts] = useState<ArtifactView[]>([])
  const [error, setError] = useState<string | null>(null)

  const reload = useCallback(async () => {
    if (!sessionId) return setArtifacts([])
    try {
      setArtifacts(await transport.invoke('artifact.list', { sessionId }))
      setError(null)
    } catch (failure) {
      setError(describeError(failure))
    }
  }, [sessionId, transport])

  useEffect(() => {
    void reload()
    if (!sessionId) return
    return transport.subscribe({ sessionId, types: ['artifact-updated'] }, (event) => {
      if (event.type !== 'artifact-updated') return
      setArtifacts((current) => {
        const previous = current.find((artifact) => artifact.id === event.artifact.id)
        const next: ArtifactView = {
          ...event.artifact,
          createdAt: previous?.createdAt ?? event.at,
          updatedAt: event.at,
        }
        return previous ? current.map((artifact) => (artifact.id === next.id ? next : artifact)) : [...current, next]
      })
    })
  }, [sessionId, transport, reload])

  return { artifacts, error, reload }
}
