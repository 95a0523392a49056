import type { Usage } from '../../electron/shared/contract/events'
import type { StepUsage } from './timeline-types'

/** A step's usage with one more report added: its subagents and teammates report under the step as well. */
export function addStepUsage(
  current: StepUsage | null,
  event: { usage: Usage; costUsd: number; costKnown: boolean },
): StepUsage {
  if (!current) return { usage: event.usage, costUsd: event.costUsd, costKnown: event.costKnown }
  return {
    usage: {
      inputTokens: current.usage.inputTokens + event.usage.inputTokens,
      outputTokens: current.usage.outputTokens + event.usage.outputTokens,
      cachedInputTokens: current.usage.cachedInputTokens + event.usage.cachedInputTokens,
      reasoningTokens: current.usage.reasoningTokens + event.usage.reasoningTokens,
    },
    costUsd: current.costUsd + event.costUsd,
    costKnown: current.costKnown && event.costKnown,
  }
}
