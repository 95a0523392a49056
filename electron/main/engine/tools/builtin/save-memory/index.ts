import { z } from 'zod'
import type { MemoryStore } from '../../../memory/memory-store'
import { defineTool, toolError, toolResult } from '../../define-tool'
import description from './description.md'

/** `enabled`: Settings → Memory's switch; off, nothing is kept. */
export function createSaveMemoryTool(deps: { memory: MemoryStore; enabled: () => boolean }) {
  return defineTool({
    name: 'save_memory',
    ui: {
      title: { en: 'Remember', 'zh-CN': '记忆' },
      doing: { en: 'Saving a memory', 'zh-CN': '正在保存记忆' },
      done: { en: 'Saved a memory', 'zh-CN': '已保存记忆' },
    },
    description,
    input: z.object({
      content: z.string().min(1).describe('One self-contained fact, phrased so it is clear without this conversation'),
      category: z
        .enum(['preference', 'project', 'fact', 'convention'])
        .default('fact')
        .describe('What kind of memory this is'),
    }),
    interruptBehavior: 'block',
    async execute(input) {
      const { memory } = deps
      if (!deps.enabled()) {
        return toolError(
          'Not saved: the user turned memory off in Settings → Memory. Do not try again in this session.',
        )
      }
      const outcome = memory.save(input.content, input.category)
      switch (outcome.status) {
        case 'saved':
          return toolResult(`Remembered: ${outcome.memory.content}`, { memoryId: outcome.memory.id })
        case 'rejected':
          return toolError(`Not saved, ${outcome.reason}.`)
        case 'duplicate':
          return toolError(
            `Not saved: already remembered (${Math.round(outcome.similarity * 100)}% the same): "${outcome.existing.content}"`,
            { memoryId: outcome.existing.id },
          )
      }
    },
  })
}
