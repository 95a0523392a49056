import type { ArtifactView } from '../../../electron/shared/contract/commands/artifact'
import { useCommand } from '../../data/use-command'

const none: ArtifactView[] = []

/** The session's artifacts, asked again whenever the engine says one was written (`artifact-updated`). */
export function useArtifacts(sessionId: string | null) {
  const list = useCommand('artifact.list', { sessionId: sessionId ?? '' }, { enabled: sessionId !== null })
  return { artifacts: sessionId ? (list.data ?? none) : none, error: list.error }
}
