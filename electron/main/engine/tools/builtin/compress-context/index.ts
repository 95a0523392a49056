import { z } from 'zod'
import { defineTool, toolResult } from '../../define-tool'
import description from './description.md'

/** Where compress_context leaves its request; the agent loop compacts before the next model call. */
interface CompactionRequest {
  request(sessionId: string): void
}

export function createCompressContextTool(deps: { compaction: CompactionRequest }) {
  return defineTool({
    name: 'compress_context',
    ui: {
      title: { en: 'Compress context', 'zh-CN': '压缩上下文' },
      doing: { en: 'Compressing the conversation', 'zh-CN': '正在压缩对话' },
      done: { en: 'Compressed the conversation', 'zh-CN': '已压缩对话' },
    },
    description,
    input: z.object({}),
    isConcurrencySafe: () => true,
    async execute(_input, context) {
      const { compaction } = deps
      compaction.request(context.sessionId)
      return toolResult('Context compression scheduled: it runs before your next step.')
    },
  })
}
