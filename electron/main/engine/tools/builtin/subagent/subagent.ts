import { z } from 'zod'
import { SUBAGENT_DEFAULT_MAX_STEPS, SUBAGENT_MAX_STEPS } from '../../../subagents/subagent-runner'
import { defineTool, toolError, toolResult } from '../../define-tool'

export const subagentTool = defineTool({
  name: 'subagent',
  description:
    'Delegate a self-contained task to a subagent with a fresh context and the same tools (it cannot ask the user). ' +
    'Only its final summary comes back, which keeps your context small. Give it everything it needs in the instruction.',
  input: z.object({
    instruction: z.string().min(1).describe('The complete task, with the context the subagent needs'),
    max_steps: z
      .number()
      .int()
      .min(1)
      .max(SUBAGENT_MAX_STEPS)
      .default(SUBAGENT_DEFAULT_MAX_STEPS)
      .describe(
        `Most steps the subagent may take (default ${SUBAGENT_DEFAULT_MAX_STEPS}, at most ${SUBAGENT_MAX_STEPS})`,
      ),
  }),
  interruptBehavior: 'block',
  async execute(input, context) {
    const subagents = context.services.subagents
    if (!subagents) return toolError('Subagents are not available in this context.')
    if (context.silent) return toolError('A subagent cannot start another subagent; do the task yourself.')
    const outcome = await subagents.run({
      parentSessionId: context.sessionId,
      runId: context.runId,
      label: 'subagent',
      instruction: input.instruction,
      maxSteps: input.max_steps,
      signal: context.signal,
    })
    const text = `Subagent finished after ${outcome.steps} step(s):\n${outcome.summary}`
    return outcome.isError ? toolError(text) : toolResult(text, { steps: outcome.steps })
  },
})
