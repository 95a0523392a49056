import type { ProviderError } from './provider-error'

/** Token counts for one model call. `inputTokens` includes cached input; `reasoningTokens` is part of output. */
export interface TokenUsage {
  inputTokens: number
  outputTokens: number
  cachedInputTokens: number
  reasoningTokens: number
}

export type FinishReason = 'stop' | 'tool-calls' | 'length' | 'content-filter' | 'other'

/** A complete tool call as the model sent it; `parseError` is set when its arguments were not a JSON object. */
export interface DecodedToolCall {
  id: string
  name: string
  arguments: Record<string, unknown>
  argumentsText: string
  parseError?: string
}

/**
 * What a model stream yields. Provider failures arrive as an `error` part (and end the stream); an abort ends the
 * iteration by throwing the signal's reason.
 */
export type ModelStreamPart =
  | { type: 'text-delta'; delta: string }
  | { type: 'reasoning-delta'; delta: string }
  /** Anthropic signs its thinking blocks; the signature must travel back with the block. */
  | { type: 'reasoning-signature'; signature: string }
  | { type: 'tool-call-start'; index: number; id: string; name: string }
  | { type: 'tool-call-delta'; index: number; id: string; argumentsDelta: string }
  | { type: 'tool-call-end'; index: number; call: DecodedToolCall }
  | { type: 'usage'; usage: TokenUsage }
  | { type: 'finish'; reason: FinishReason }
  | { type: 'error'; error: ProviderError }

export const emptyUsage = (): TokenUsage => ({
  inputTokens: 0,
  outputTokens: 0,
  cachedInputTokens: 0,
  reasoningTokens: 0,
})
