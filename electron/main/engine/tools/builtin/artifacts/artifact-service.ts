import type { Artifact } from '../../../artifacts/artifact'
import { ArtifactError } from '../../../artifacts/artifact'
import type { ArtifactManager } from '../../../artifacts/artifact-manager'
import { type ToolContext, type ToolOutput, toolError } from '../../define-tool'

declare module '../../define-tool' {
  interface ToolServices {
    artifacts?: ArtifactManager
  }
}

/** Runs an artifact operation, turning a missing service or an ArtifactError into a result the model can act on. */
export async function withArtifacts(
  context: ToolContext,
  operation: (artifacts: ArtifactManager) => ToolOutput | Promise<ToolOutput>,
): Promise<ToolOutput> {
  const artifacts = context.services.artifacts
  if (!artifacts) return toolError('Artifacts are not available in this context.')
  try {
    return await operation(artifacts)
  } catch (error) {
    if (error instanceof ArtifactError) return toolError(error.message)
    throw error
  }
}

/** The snapshot the UI receives in tool-result metadata (ArtifactFlow `artifact_snapshot`). */
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
