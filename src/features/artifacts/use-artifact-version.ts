import type { ArtifactView } from '../../../electron/shared/contract/commands/artifact'
import { useCommand } from '../../data/use-command'

/** Fetches one stored version of an artifact; the latest comes from the live list without a request. */
export function useArtifactVersion(sessionId: string, latest: ArtifactView, version: number | null) {
  const wanted = version === null || version === latest.version ? null : version
  const fetched = useCommand(
    'artifact.get',
    { sessionId, id: latest.id, version: wanted ?? latest.version },
    { enabled: wanted !== null },
  )
  if (wanted === null) return { artifact: latest, error: null }
  return { artifact: fetched.data?.version === wanted ? fetched.data : null, error: fetched.error }
}
