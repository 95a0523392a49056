import { z } from 'zod'
import type { ToolPartState } from '../../../shared/contract/events'

/** A call's final state: every tool part state but the two before it ends. */
export type ToolCallFinalState = Exclude<ToolPartState, 'pending' | 'running'>

/** What a PreToolUse hook may answer (code hooks return it; command hooks print it as JSON on stdout). */
export const preToolUseResponseSchema = z.object({
  decision: z.enum(['block', 'continue']).optional(),
  reason: z.string().optional(),
  mutateInput: z.record(z.string(), z.unknown()).optional(),
  appendContext: z.string().optional(),
  permissionRequired: z.union([z.boolean(), z.string()]).optional(),
})
export type PreToolUseResponse = z.infer<typeof preToolUseResponseSchema>

/** What a PostToolUse hook may answer. */
export const postToolUseResponseSchema = z.object({ mutateOutput: z.string().optional() })
export type PostToolUseResponse = z.infer<typeof postToolUseResponseSchema>

export interface PreToolUseInput {
  event: 'PreToolUse'
  sessionId: string
  runId: string
  agent: string
  callId: string
  tool: string
  input: Record<string, unknown>
}

export interface PostToolUseInput {
  event: 'PostToolUse'
  sessionId: string
  runId: string
  agent: string
  callId: string
  tool: string
  input: Record<string, unknown>
  output: { content: string; isError: boolean; metadata: Record<string, unknown> }
  state: ToolCallFinalState
  durationMs: number
}

export type PreToolUseHook = (
  input: PreToolUseInput,
) => PreToolUseResponse | undefined | Promise<PreToolUseResponse | undefined>
export type PostToolUseHook = (
  input: PostToolUseInput,
) => PostToolUseResponse | undefined | Promise<PostToolUseResponse | undefined>

/** The combined effect of every PreToolUse hook, applied in registration order. */
export interface PreToolUseOutcome {
  blockedReason: string | null
  input: Record<string, unknown>
  appendContext: string[]
  permissionRequired: string | null
}

export interface PostToolUseOutcome {
  content: string
}

/** A hook that threw, timed out or answered nonsense: reported, never fatal. */
export interface HookFailure {
  sessionId: string
  runId: string
  hook: string
  event: 'PreToolUse' | 'PostToolUse'
  tool: string
  message: string
}
