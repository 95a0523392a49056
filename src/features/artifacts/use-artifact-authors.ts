import { useMemo } from 'react'
import type { ArtifactView } from '../../../electron/shared/contract/commands/artifact'
import { useCommand } from '../../data/use-command'

type Author = 'agent' | 'tool' | 'user'

/** Who wrote each version of the artifact, asked again whenever a new version arrives. */
export function useArtifactAuthors(
  sessionId: string,
  artifact: Pick<ArtifactView, 'id' | 'version'>,
): ReadonlyMap<number, Author> {
  // Without authors the versions are listed all the same.
  const versions = useCommand('artifact.versions', { sessionId, id: artifact.id }).data
  return useMemo(() => new Map(versions?.map((info) => [info.version, info.author])), [versions])
}
