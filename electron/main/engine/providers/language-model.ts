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

/** What a model accepts of images: none (text only), or pictures up to these sizes. */
export interface ImageInputLimits {
  /** Longest side in pixels; larger images are scaled down. */
  maxLongSide: number
  /** Shortest side in pixels the provider keeps (OpenAI scales to 768); absent: no such limit. */
  maxShortSide?: number
  /** Largest encoded image in bytes. */
  maxBytes: number
}

/** The provider port: one streaming call per agent step. */
export interface LanguageModel {
  readonly provider: string
  readonly modelId: string
  /** Tokens the model accepts; compaction keeps the conversation under a share of it. */
  readonly contextWindow: number
  /** Null for a model that takes text only (Settings → Model providers → Accepts images is off). */
  readonly imageInput: ImageInputLimits | null
  stream(request: ModelRequest, signal: AbortSignal): AsyncIterable<ModelStreamPart>
}
