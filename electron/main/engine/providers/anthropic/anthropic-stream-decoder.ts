import type { FinishReason, ModelStreamPart, TokenUsage } from '../model-stream-part'
import { decodeToolCall, generatedCallId } from '../parse-tool-arguments'
import { ProviderError } from '../provider-error'
import type { AnthropicEvent, AnthropicUsage } from './anthropic-event-schema'

interface OpenBlock {
  kind: 'text' | 'thinking' | 'tool_use' | 'ignored'
  id: string
  name: string
  json: string
  /** The `input` of content_block_start, used when no input_json_delta follows. */
  initialInput: unknown
}

function finishReasonOf(reason: string): FinishReason {
  if (reason === 'end_turn' || reason === 'stop_sequence') return 'stop'
  if (reason === 'tool_use') return 'tool-calls'
  if (reason === 'max_tokens' || reason === 'model_context_window_exceeded') return 'length'
  if (reason === 'refusal') return 'content-filter'
  return 'other'
}

/**
 * Turns Messages stream events into stream parts: text, thinking, tool_use (parallel too); pings and unknown blocks
 * ignored. tool_use blocks past `maxCalls` are ignored too, so their input is never kept.
 */
export class AnthropicStreamDecoder {
  private readonly blocks = new Map<number, OpenBlock>()
  private readonly usage: TokenUsage = { inputTokens: 0, outputTokens: 0, cachedInputTokens: 0, reasoningTokens: 0 }
  private finishReason: FinishReason | undefined
  private toolCallCount = 0
  private stopped = false

  constructor(private readonly maxCalls = Number.POSITIVE_INFINITY) {}

  get done(): boolean {
    return this.stopped
  }

  push(event: AnthropicEvent): ModelStreamPart[] {
    switch (event.type) {
      case 'message_start':
        this.addUsage(event.message.usage)
        return []
      case 'content_block_start':
        return this.startBlock(event)
      case 'content_block_delta':
        return this.delta(event)
      case 'content_block_stop':
        return this.stopBlock(event.index)
      case 'message_delta':
        this.addUsage(event.usage)
        if (event.delta.stop_reason) this.finishReason = finishReasonOf(event.delta.stop_reason)
        return []
      case 'message_stop':
        this.stopped = true
        return this.finish()
      case 'ping':
        return []
      case 'error': {
        const kind = event.error.type ?? 'error'
        const overloaded = kind === 'overloaded_error'
        return [
          {
            type: 'error',
            error: new ProviderError(
              overloaded ? 'server' : 'bad-response',
              `Anthropic reported ${kind} mid-stream: ${event.error.message ?? 'no details'}`,
              overloaded ? 'Anthropic is overloaded; try again in a moment.' : 'Try again, or try another model.',
            ),
          },
        ]
      }
    }
  }

  /** Parts owed when the stream ends: blocks never stopped, usage, and the finish reason. */
  finish(): ModelStreamPart[] {
    const parts: ModelStreamPart[] = []
    for (const index of [...this.blocks.keys()].sort((a, b) => a - b)) parts.push(...this.stopBlock(index))
    parts.push({ type: 'usage', usage: { ...this.usage } })
    parts.push({ type: 'finish', reason: this.finishReason ?? (this.toolCallCount > 0 ? 'tool-calls' : 'stop') })
    return parts
  }

  private addUsage(usage: AnthropicUsage): void {
    if (!usage) return
    const cacheRead = usage.cache_read_input_tokens ?? 0
    const input = (usage.input_tokens ?? 0) + cacheRead + (usage.cache_creation_input_tokens ?? 0)
    this.usage.inputTokens = Math.max(this.usage.inputTokens, input)
    this.usage.cachedInputTokens = Math.max(this.usage.cachedInputTokens, cacheRead)
    this.usage.outputTokens = Math.max(this.usage.outputTokens, usage.output_tokens ?? 0)
  }

  private startBlock(event: Extract<AnthropicEvent, { type: 'content_block_start' }>): ModelStreamPart[] {
    const block = event.content_block
    const overLimit = block.type === 'tool_use' && this.toolCallCount >= this.maxCalls
    const kind =
      !overLimit && (block.type === 'text' || block.type === 'thinking' || block.type === 'tool_use')
        ? block.type
        : 'ignored'
    const open: OpenBlock = { kind, id: block.id ?? '', name: block.name ?? '', json: '', initialInput: block.input }
    this.blocks.set(event.index, open)
    if (kind === 'text' && block.text) return [{ type: 'text-delta', delta: block.text }]
    if (kind === 'thinking' && block.thinking) return [{ type: 'reasoning-delta', delta: block.thinking }]
    if (kind === 'tool_use') {
      if (!open.id) open.id = generatedCallId()
      this.toolCallCount += 1
      return [{ type: 'tool-call-start', index: event.index, id: open.id, name: open.name }]
    }
    return []
  }

  private delta(event: Extract<AnthropicEvent, { type: 'content_block_delta' }>): ModelStreamPart[] {
    const block = this.blocks.get(event.index)
    const { delta } = event
    if (delta.type === 'text_delta' && delta.text) return [{ type: 'text-delta', delta: delta.text }]
    if (delta.type === 'thinking_delta' && delta.thinking) return [{ type: 'reasoning-delta', delta: delta.thinking }]
    if (delta.type === 'signature_delta' && delta.signature) {
      return [{ type: 'reasoning-signature', signature: delta.signature }]
    }
    if (delta.type === 'input_json_delta' && block?.kind === 'tool_use' && delta.partial_json) {
      block.json += delta.partial_json
      return [{ type: 'tool-call-delta', index: event.index, id: block.id, argumentsDelta: delta.partial_json }]
    }
    return []
  }

  private stopBlock(index: number): ModelStreamPart[] {
    const block = this.blocks.get(index)
    this.blocks.delete(index)
    if (block?.kind !== 'tool_use') return []
    const initial = block.initialInput
    const argumentsText =
      block.json.trim() === '' && typeof initial === 'object' && initial !== null ? JSON.stringify(initial) : block.json
    return [{ type: 'tool-call-end', index, call: decodeToolCall(block.id, block.name, argumentsText) }]
  }
}
