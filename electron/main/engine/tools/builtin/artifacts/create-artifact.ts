import { z } from 'zod'
import { artifactContentTypeSchema } from '../../../artifacts/artifact'
import { defineTool, toolResult } from '../../define-tool'
import { artifactSnapshot, withArtifacts } from './artifact-service'

export const createArtifactTool = defineTool({
  name: 'create_artifact',
  description:
    'Create a new document (artifact) the user sees in the side panel: a report, a draft section, a table, a script. ' +
    'Use a short id such as "literature-review". Fails if the id exists; change existing artifacts with update_artifact or rewrite_artifact.',
  input: z.object({
    id: z.string().describe('Short unique id: letters, digits, "_", "-", "."'),
    content_type: artifactContentTypeSchema.default('text/markdown').describe('MIME type of the content'),
    title: z.string().min(1).describe('Title shown to the user'),
    content: z.string().describe('The full initial content'),
  }),
  interruptBehavior: 'block',
  maxResultChars: Number.POSITIVE_INFINITY,
  async execute(input, context) {
    return withArtifacts(context, (artifacts) => {
      const artifact = artifacts.create({
        sessionId: context.sessionId,
        runId: context.runId,
        id: input.id,
        title: input.title,
        contentType: input.content_type,
        content: input.content,
      })
      return toolResult(
        `Created artifact '${artifact.id}' (version 1, ${artifact.content.split('\n').length} lines).`,
        artifactSnapshot(artifact),
      )
    })
  },
})
