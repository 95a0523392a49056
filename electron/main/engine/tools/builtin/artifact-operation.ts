import type { Artifact } from '../../artifacts/artifact'
import { ArtifactError } from '../../artifacts/artifact'
import type { ArtifactManager } from '../../artifacts/artifact-manager'
import { type ToolOutput, toolError } from '../define-tool'

/** Runs an artifact operation, turning an ArtifactError into a result the model can act on. */
export async function withArtifacts(
  artifacts: ArtifactManager,
  operation: (artifacts: ArtifactManager) => ToolOutput | Promise<ToolOutput>,
): Promise<ToolOutput> {
  try {
    return await operation(artifacts)
  } catch (error) {
    if (error instanceof ArtifactError) return toolError(error.message)
    throw error
  }
}

/** The snapshot the UI receives in tool-result metadata. */
export const artifactSnapshot = (artifact: Artifact) => ({
  artifact_snapshot: {
    id: artifact.id,
    title: artifact.title,
    contentType: artifact.contentType,
    content: artifact.content,
    version: artifact.version,
    source: artifact.source,
  },
})
