import { useEffect, useState } from 'react'
import type { ArtifactView } from '../../../electron/shared/contract/commands/artifact'
import { useTransport } from '../../data/transport-context'

type Author = 'agent' | 'tool' | 'user'

/** Who wrote each version of the artifact, fetched again whenever a new version arrives. */
export function useArtifactAuthors(sessionId: string, artifact: Pick<ArtifactView, 'id' | 'version'>) {
  const transport = useTransport()
  const [authors, setAuthors] = useState<ReadonlyMap<number, Author>>(new Map())

  // biome-ignore lint/correctness/useExhaustiveDependencies: every new version has an author to fetch
  useEffect(() => {
    let current = true
    transport
      .invoke('artifact.versions', { sessionId, id: artifact.id })
      .then((versions) => current && setAuthors(new Map(versions.map((info) => [info.version, info.author]))))
      // Without authors the versions are listed all the same.
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [transport, sessionId, artifact.id, artifact.version])

  return authors
}
