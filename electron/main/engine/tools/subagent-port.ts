import type { TokenUsage } from '../providers/model-stream-part'

/** Subagents start with a fresh context, run silent (no questions to the user) and return only a summary. */
export const SUBAGENT_DEFAULT_MAX_STEPS = 5
export const SUBAGENT_MAX_STEPS = 10

export interface SubagentRequest {
  /** Shown on the timeline. */
  label: string
  /** The agent name the subagent acts as (teammates use their member name); default 'subagent'. */
  agent?: string
  instruction: string
  /** Extra system instructions, e.g. a skill's text. */
  system?: string
  /** A ceiling on model calls, the summary step included. */
  maxSteps: number
  signal: AbortSignal
}

export interface SubagentOutcome {
  summary: string
  steps: number
  isError: boolean
  /** The model's tokens over all its steps and what they cost (absent when no model ran); added to the session's. */
  cost?: SubagentCost
}

interface SubagentCost {
  /** False where the model's price is unknown (the cost then reads as unknown, not $0). */
  known: boolean
  usage: TokenUsage
  usd: number
}
