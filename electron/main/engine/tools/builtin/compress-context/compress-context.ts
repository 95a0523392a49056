import { z } from 'zod'
import type { CompactionRequests } from '../../../agent/compaction/compaction-requests'
import { defineTool, toolError, toolResult } from '../../define-tool'

declare module '../../define-tool' {
  interface ToolServices {
    compaction?: CompactionRequests
  }
}

export const compressContextTool = defineTool({
  name: 'compress_context',
  description:
    'Compress the conversation before your next step: earlier messages are replaced by a summary, and the files ' +
    'you read most recently are kept. Use it when the conversation has grown long and older details (large tool ' +
    'outputs, finished sub-tasks) are no longer needed. Calling it twice has the same effect as once.',
  input: z.object({}),
  isConcurrencySafe: () => true,
  async execute(_input, context) {
    const compaction = context.services.compaction
    if (!compaction) return toolError('Context compression is not available in this context.')
    compaction.request(context.sessionId)
    return toolResult('Context compression scheduled: it runs before your next step.')
  },
})
