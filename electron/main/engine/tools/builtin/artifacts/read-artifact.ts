import { z } from 'zod'
import { formatSlice, sliceLines } from '../../../artifacts/artifact-slice'
import { defineTool, toolResult } from '../../define-tool'
import { withArtifacts } from './artifact-service'

export const readArtifactTool = defineTool({
  name: 'read_artifact',
  description:
    'Read an artifact (or one of its earlier versions) by lines. Long artifacts come in slices: when has_more is true, ' +
    'follow the hint to read the next slice.',
  input: z.object({
    id: z.string().describe('Artifact id'),
    version: z.number().int().positive().optional().describe('Version to read; the latest when omitted'),
    offset: z.number().int().positive().default(1).describe('First line to show (1-based)'),
    limit: z.number().int().positive().optional().describe('How many lines to show'),
  }),
  isConcurrencySafe: () => true,
  // Reading must never be persisted again, or Read → artifact → Read would loop.
  maxResultChars: Number.POSITIVE_INFINITY,
  async execute(input, context) {
    return withArtifacts(context, (artifacts) => {
      const artifact = artifacts.get(context.sessionId, input.id, input.version)
      const request = {
        id: artifact.id,
        version: artifact.version,
        content: artifact.content,
        offset: input.offset,
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
