import { z } from 'zod'
import { defineTool, toolResult } from '../../define-tool'
import { artifactSnapshot, withArtifacts } from './artifact-service'

export const updateArtifactTool = defineTool({
  name: 'update_artifact',
  description:
    'Replace one passage of an artifact: old_str must identify a single place (copy it from read_artifact). ' +
    'Small whitespace or wording drift is tolerated by a fuzzy match, which is reported; ambiguous or weak matches are refused.',
  input: z.object({
    id: z.string().describe('Artifact id'),
    old_str: z.string().min(1).describe('The exact text to replace'),
    new_str: z.string().describe('The replacement text'),
  }),
  interruptBehavior: 'block',
  maxResultChars: Number.POSITIVE_INFINITY,
  async execute(input, context) {
    return withArtifacts(context, (artifacts) => {
      const { artifact, outcome } = artifacts.update(
        context.sessionId,
        context.runId,
        input.id,
        input.old_str,
        input.new_str,
      )
      const how =
        outcome.match === 'exact'
          ? 'exact match'
          : `fuzzy match (${Math.round(outcome.similarity * 100)}% similar) of:\n${outcome.matched}`
      return toolResult(
        `Updated artifact '${artifact.id}' to version ${artifact.version}: lines ${outcome.lines[0]}–${outcome.lines[1]}, ${how}`,
        { ...artifactSnapshot(artifact), match: outcome.match, similarity: outcome.similarity },
      )
    })
  },
})
