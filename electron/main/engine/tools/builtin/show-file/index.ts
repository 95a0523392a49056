import { z } from 'zod'
import { ArtifactError } from '../../../artifacts/artifact'
import type { ArtifactFiles } from '../../../artifacts/artifact-files'
import type { ArtifactManager } from '../../../artifacts/artifact-manager'
import { SandboxError } from '../../../fs/sandbox-error'
import type { FileAccess } from '../../../project-files/file-access'
import { createFileArtifact } from '../../../project-files/file-artifact'
import { defineTool, toolError, toolResult } from '../../define-tool'
import { artifactSnapshot } from '../artifact-operation'
import description from './description.md'

export function createShowFileTool(deps: {
  files: FileAccess
  artifacts: ArtifactManager
  artifactFiles: ArtifactFiles
}) {
  return defineTool({
    name: 'show_file',
    ui: {
      title: { en: 'Show file', 'zh-CN': '展示文件' },
      doing: { en: 'Showing a file', 'zh-CN': '正在展示文件' },
      done: { en: 'Showed a file', 'zh-CN': '已展示文件' },
    },
    description,
    input: z.object({
      path: z.string().min(1).max(4096).describe('The file, relative to the project folder'),
      title: z.string().max(300).optional().describe('The title in the artifacts panel; the path if absent'),
    }),
    interruptBehavior: 'block',
    async execute(input, context) {
      try {
        const artifact = await createFileArtifact(deps, {
          sessionId: context.sessionId,
          runId: context.runId,
          path: input.path,
          title: input.title,
          source: 'agent',
        })
        return toolResult(`Showed ${input.path} as artifact '${artifact.id}' (${artifact.contentType}).`, {
          ...artifactSnapshot(artifact),
        })
      } catch (error) {
        if (error instanceof SandboxError || error instanceof ArtifactError) return toolError(error.message)
        throw error
      }
    },
  })
}
