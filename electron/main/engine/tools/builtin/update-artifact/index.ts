import { z } from 'zod'
import type { ArtifactManager } from '../../../artifacts/artifact-manager'
import { defineTool, toolResult } from '../../define-tool'
import { artifactSnapshot, withArtifacts } from '../artifact-operation'
import description from './description.md'

export function createUpdateArtifactTool(deps: { artifacts: ArtifactManager }) {
  return defineTool({
    name: 'update_artifact',
    ui: {
      title: { en: 'Update document', 'zh-CN': '更新文档' },
      doing: { en: 'Updating a document', 'zh-CN': '正在更新文档' },
      done: { en: 'Updated a document', 'zh-CN': '已更新文档' },
    },
    description,
    input: z.object({
      id: z.string().describe('Artifact id'),
      old_str: z.string().min(1).describe('The exact text to replace'),
      new_str: z.string().describe('The replacement text'),
    }),
    interruptBehavior: 'block',
    maxResultChars: Number.POSITIVE_INFINITY,
    async execute(input, context) {
      return withArtifacts(deps.artifacts, (artifacts) => {
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
}
