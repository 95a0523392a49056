import { z } from 'zod'
import type { ArtifactManager } from '../../../artifacts/artifact-manager'
import { defineTool, toolResult } from '../../define-tool'
import { artifactSnapshot, withArtifacts } from '../artifact-operation'
import description from './description.md'

export function createRewriteArtifactTool(deps: { artifacts: ArtifactManager }) {
  return defineTool({
    name: 'rewrite_artifact',
    ui: {
      title: { en: 'Rewrite document', 'zh-CN': '重写文档' },
      doing: { en: 'Rewriting a document', 'zh-CN': '正在重写文档' },
      done: { en: 'Rewrote a document', 'zh-CN': '已重写文档' },
    },
    description,
    input: z.object({
      id: z.string().describe('Artifact id'),
      content: z.string().describe('The complete new content'),
    }),
    interruptBehavior: 'block',
    maxResultChars: Number.POSITIVE_INFINITY,
    async execute(input, context) {
      return withArtifacts(deps.artifacts, (artifacts) => {
        const artifact = artifacts.rewrite(context.sessionId, context.runId, input.id, input.content)
        return toolResult(
          `Rewrote artifact '${artifact.id}' (now version ${artifact.version}).`,
          artifactSnapshot(artifact),
        )
      })
    },
  })
}
