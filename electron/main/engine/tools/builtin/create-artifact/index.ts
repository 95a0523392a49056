import { z } from 'zod'
import { artifactContentTypeSchema } from '../../../artifacts/artifact'
import type { ArtifactManager } from '../../../artifacts/artifact-manager'
import { defineTool, toolResult } from '../../define-tool'
import { artifactSnapshot, withArtifacts } from '../artifact-operation'
import description from './description.md'

export function createCreateArtifactTool(deps: { artifacts: ArtifactManager }) {
  return defineTool({
    name: 'create_artifact',
    ui: {
      title: { en: 'Create document', 'zh-CN': '创建文档' },
      doing: { en: 'Creating a document', 'zh-CN': '正在创建文档' },
      done: { en: 'Created a document', 'zh-CN': '已创建文档' },
    },
    description,
    input: z.object({
      id: z.string().describe('Short unique id: letters, digits, "_", "-", "."'),
      content_type: artifactContentTypeSchema.default('text/markdown').describe('MIME type of the content'),
      title: z.string().min(1).describe('Title shown to the user'),
      content: z.string().describe('The full initial content'),
    }),
    interruptBehavior: 'block',
    maxResultChars: Number.POSITIVE_INFINITY,
    async execute(input, context) {
      return withArtifacts(deps.artifacts, (artifacts) => {
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
}
