import { z } from 'zod'
import type { MemoryStore } from '../../../memory/memory-store'
import { defineTool, toolError, toolResult } from '../../define-tool'

declare module '../../define-tool' {
  interface ToolServices {
    memory?: MemoryStore
  }
}

export const saveMemoryTool = defineTool({
  name: 'save_memory',
  description:
    "Remember a durable fact for future sessions: the user's research topics, preferred catalogues or units, " +
    'instrument details, conventions. Not for transient state, code, or things already remembered.',
  input: z.object({
    content: z.string().min(1).describe('One self-contained fact, phrased so it is clear without this conversation'),
    category: z
      .enum(['preference', 'project', 'fact', 'convention'])
      .default('fact')
      .describe('What kind of memory this is'),
  }),
  interruptBehavior: 'block',
  async execute(input, context) {
    const memory = context.services.memory
    if (!memory) return toolError('Memory is not available in this context.')
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
