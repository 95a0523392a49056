import type { ModelMessage, ToolSpec } from './model-message'
import type { ModelStreamPart } from './model-stream-part'

export interface ModelRequest {
  system: string
  messages: ModelMessage[]
  tools: ToolSpec[]
  maxOutputTokens?: number
  temperature?: number
  /** Tool calls past this many in one reply are not read (their text is skipped as it streams in). */
  maxToolCalls?: number
}

/** The provider port: one streaming call per agent step. */
export interface LanguageModel {
  readonly provider: string
  readonly modelId: string
  /** Tokens the model accepts; compaction keeps the conversation under a share of it. */
  readonly contextWindow: number
  stream(request: ModelRequest, signal: AbortSignal): AsyncIterable<ModelStreamPart>
}
