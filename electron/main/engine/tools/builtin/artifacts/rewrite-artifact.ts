import { z } from 'zod'
import { defineTool, toolResult } from '../../define-tool'
import { artifactSnapshot, withArtifacts } from './artifact-service'

export const rewriteArtifactTool = defineTool({
  name: 'rewrite_artifact',
  description: 'Replace the whole content of an existing artifact (a new version is kept; earlier ones stay readable).',
  input: z.object({
    id: z.string().describe('Artifact id'),
    content: z.string().describe('The complete new content'),
  }),
  interruptBehavior: 'block',
  maxResultChars: Number.POSITIVE_INFINITY,
  async execute(input, context) {
    return withArtifacts(context, (artifacts) => {
      const artifact = artifacts.rewrite(context.sessionId, context.runId, input.id, input.content)
      return toolResult(
        `Rewrote artifact '${artifact.id}' (now version ${artifact.version}).`,
        artifactSnapshot(artifact),
      )
    })
  },
})
