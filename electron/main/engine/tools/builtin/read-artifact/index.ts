import { z } from 'zod'
import type { ArtifactManager } from '../../../artifacts/artifact-manager'
import { formatSlice, sliceLines } from '../../../artifacts/artifact-slice'
import { defineTool, toolResult } from '../../define-tool'
import { withArtifacts } from '../artifact-operation'
import description from './description.md'

export function createReadArtifactTool(deps: { artifacts: ArtifactManager }) {
  return defineTool({
    name: 'read_artifact',
    ui: {
      title: { en: 'Read document', 'zh-CN': '读取文档' },
      doing: { en: 'Reading a document', 'zh-CN': '正在读取文档' },
      done: { en: 'Read a document', 'zh-CN': '已读取文档' },
    },
    description,
    input: z.object({
      id: z.string().describe('Artifact id'),
      version: z.number().int().positive().optional().describe('Version to read; the latest when omitted'),
      offset: z.number().int().positive().default(1).describe('First line to show (1-based)'),
      limit: z.number().int().positive().optional().describe('How many lines to show'),
      char_offset: z
        .number()
        .int()
        .min(0)
        .default(0)
        .describe('Where to start inside the first line; only when a hint gives it (a line longer than one page)'),
    }),
    isConcurrencySafe: () => true,
    // Reading must never be persisted again, or Read → artifact → Read would loop.
    maxResultChars: Number.POSITIVE_INFINITY,
    async execute(input, context) {
      return withArtifacts(deps.artifacts, (artifacts) => {
        const artifact = artifacts.get(context.sessionId, input.id, input.version)
        const request = {
          id: artifact.id,
          version: artifact.version,
          content: artifact.content,
          offset: input.offset,
          charOffset: input.char_offset,
          limit: input.limit,
        }
        const slice = sliceLines(request)
        return toolResult(formatSlice(request, slice), {
          id: artifact.id,
          version: artifact.version,
          shownLines: [slice.firstLine, slice.lastLine],
          totalLines: slice.totalLines,
          hasMore: slice.hasMore,
        })
      })
    },
  })
}
