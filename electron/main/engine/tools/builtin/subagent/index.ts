import { z } from 'zod'
import { defineTool, toolError, toolResult } from '../../define-tool'
import { SUBAGENT_DEFAULT_MAX_STEPS, SUBAGENT_MAX_STEPS } from '../../subagent-port'
import description from './description.md'

export function createSubagentTool() {
  return defineTool({
    name: 'subagent',
    ui: {
      title: { en: 'Subagent', 'zh-CN': '子代理' },
      doing: { en: 'Delegating to a subagent', 'zh-CN': '正在委派给子代理' },
      done: { en: 'Delegated to a subagent', 'zh-CN': '已委派给子代理' },
    },
    description,
    input: z.object({
      instruction: z.string().min(1).describe('The complete task, with the context the subagent needs'),
      max_steps: z
        .number()
        .int()
        .min(1)
        .max(SUBAGENT_MAX_STEPS)
        .default(SUBAGENT_DEFAULT_MAX_STEPS)
        .describe(
          `Most model calls the subagent may make, the last one writing its summary without tools (default ${SUBAGENT_DEFAULT_MAX_STEPS}, at most ${SUBAGENT_MAX_STEPS})`,
        ),
    }),
    interruptBehavior: 'block',
    // Bounded by its steps, not by a clock.
    timeoutMs: Number.POSITIVE_INFINITY,
    async execute(input, context) {
      if (context.silent) return toolError('A subagent cannot start another subagent; do the task yourself.')
      const outcome = await context.runSubagent({
        label: 'subagent',
        instruction: input.instruction,
        maxSteps: input.max_steps,
        signal: context.signal,
      })
      const text = `Subagent finished after ${outcome.steps} step(s):\n${outcome.summary}`
      return outcome.isError ? toolError(text) : toolResult(text, { steps: outcome.steps })
    },
  })
}
