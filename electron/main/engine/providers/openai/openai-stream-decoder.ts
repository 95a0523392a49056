import type { FinishReason, ModelStreamPart, TokenUsage } from '../model-stream-part'
import { decodeToolCall, generatedCallId } from '../parse-tool-arguments'
import type { OpenAiChunk, OpenAiToolCallDelta, OpenAiUsage } from './openai-chunk-schema'

interface OpenCall {
  /** The index the server gave (several calls may share one); `position` is the order the calls began in. */
  wireIndex: number | undefined
  position: number
  id: string
  name: string
  argumentsText: string
  started: boolean
  ended: boolean
}

function finishReasonOf(reason: string): FinishReason {
  if (reason === 'stop' || reason === 'end_turn' || reason === 'eos') return 'stop'
  if (reason === 'tool_calls' || reason === 'function_call') return 'tool-calls'
  if (reason === 'length') return 'length'
  if (reason === 'content_filter') return 'content-filter'
  return 'other'
}

export function usageOf(usage: OpenAiUsage): TokenUsage {
  return {
    inputTokens: usage.prompt_tokens ?? 0,
    outputTokens: usage.completion_tokens ?? 0,
    cachedInputTokens: usage.prompt_tokens_details?.cached_tokens ?? usage.prompt_cache_hit_tokens ?? 0,
    reasoningTokens: usage.completion_tokens_details?.reasoning_tokens ?? 0,
  }
}

/**
 * Turns chat-completion chunks into stream parts. Tool-call deltas are matched by index; a delta without index is
 * matched by id, and one without either continues the latest call. Ids and names repeated on later deltas are not
 * appended twice. A new index means every earlier call is complete (all known servers stream calls in order), so
 * each delta costs the same however many calls came before it. Calls past `maxCalls` are not read at all: their
 * deltas are skipped without keeping their text.
 */
export class OpenAiStreamDecoder {
  private readonly calls: OpenCall[] = []
  /** The latest call for each wire index and each id. */
  private readonly callsByIndex = new Map<number, OpenCall>()
  private readonly callsById = new Map<string, OpenCall>()
  /** Calls before this position have ended (or were empty and dropped). */
  private firstOpen = 0
  /** The call being skipped past the limit, so its later deltas are recognised as its own. */
  private skipping: { wireIndex: number | undefined; id: string } | undefined
  private finishReason: FinishReason | undefined
  private usage: TokenUsage | undefined

  constructor(private readonly maxCalls = Number.POSITIVE_INFINITY) {}

  get sawFinishReason(): boolean {
    return this.finishReason !== undefined
  }

  push(chunk: OpenAiChunk): ModelStreamPart[] {
    const parts: ModelStreamPart[] = []
    const reported = chunk.usage ?? chunk.x_groq?.usage
    if (reported) this.usage = usageOf(reported)
    for (const choice of chunk.choices ?? []) {
      if ((choice.index ?? 0) !== 0) continue
      const delta = choice.delta
      const reasoning = delta?.reasoning_content ?? delta?.reasoning
      if (reasoning) parts.push({ type: 'reasoning-delta', delta: reasoning })
      if (delta?.content) parts.push({ type: 'text-delta', delta: delta.content })
      for (const toolDelta of delta?.tool_calls ?? []) this.applyToolDelta(toolDelta, parts)
      if (choice.finish_reason) {
        this.finishReason = finishReasonOf(choice.finish_reason)
        this.endOpenCalls(parts)
      }
    }
    return parts
  }

  /** Parts owed at the end of the stream: calls still open, usage, and the finish reason. */
  finish(): ModelStreamPart[] {
    const parts: ModelStreamPart[] = []
    this.endOpenCalls(parts)
    if (this.usage) parts.push({ type: 'usage', usage: this.usage })
    const hasCalls = this.skipping !== undefined || this.calls.some((call) => call.name !== '')
    let reason = this.finishReason ?? (hasCalls ? 'tool-calls' : 'stop')
    if (reason === 'stop' && hasCalls) reason = 'tool-calls'
    parts.push({ type: 'finish', reason })
    return parts
  }

  private findCall(toolDelta: OpenAiToolCallDelta): OpenCall | undefined {
    const { index, id } = toolDelta
    if (index !== null && index !== undefined) {
      const byIndex = this.callsByIndex.get(index)
      // Some servers reuse index 0 for every call but give each its own id.
      if (byIndex && id && byIndex.id && byIndex.id !== id) return undefined
      return byIndex
    }
    if (id) return this.callsById.get(id)
    return this.calls.at(-1)
  }

  /** Past the limit: the delta continues the call being skipped, or starts the next one to skip. */
  private skip(toolDelta: OpenAiToolCallDelta): void {
    const wireIndex = toolDelta.index ?? undefined
    const id = toolDelta.id ?? ''
    const current = this.skipping
    const continues =
      current !== undefined &&
      (wireIndex === undefined ? id === '' || id === current.id : wireIndex === current.wireIndex) &&
      (id === '' || current.id === '' || id === current.id)
    if (continues) {
      if (!current.id) current.id = id
      return
    }
    this.skipping = { wireIndex, id }
  }

  private applyToolDelta(toolDelta: OpenAiToolCallDelta, parts: ModelStreamPart[]): void {
    if (this.skipping) {
      this.skip(toolDelta)
      return
    }
    let call = this.findCall(toolDelta)
    if (!call || call.ended) {
      this.endOpenCalls(parts)
      if (this.calls.length >= this.maxCalls) {
        this.skip(toolDelta)
        return
      }
      call = {
        wireIndex: toolDelta.index ?? undefined,
        position: this.calls.length,
        id: '',
        name: '',
        argumentsText: '',
        started: false,
        ended: false,
      }
      this.calls.push(call)
      if (call.wireIndex !== undefined) this.callsByIndex.set(call.wireIndex, call)
    }
    if (toolDelta.id && !call.id) {
      call.id = this.callsById.has(toolDelta.id) ? generatedCallId() : toolDelta.id
      this.callsById.set(call.id, call)
    }
    const name = toolDelta.function?.name
    if (name && !call.name) call.name = name
    const fragment = toolDelta.function?.arguments
    const text = typeof fragment === 'string' ? fragment : fragment ? JSON.stringify(fragment) : ''
    if (!call.started && call.name) this.start(call, parts)
    if (text) {
      call.argumentsText += text
      if (call.started) {
        parts.push({ type: 'tool-call-delta', index: call.position, id: call.id, argumentsDelta: text })
      }
    }
  }

  private start(call: OpenCall, parts: ModelStreamPart[]): void {
    if (!call.id) {
      call.id = generatedCallId()
      this.callsById.set(call.id, call)
    }
    call.started = true
    parts.push({ type: 'tool-call-start', index: call.position, id: call.id, name: call.name })
  }

  /** Ends every call not yet ended; one that never received a name or arguments is dropped. */
  private endOpenCalls(parts: ModelStreamPart[]): void {
    for (; this.firstOpen < this.calls.length; this.firstOpen++) {
      const call = this.calls[this.firstOpen]
      if (!call || call.ended) continue
      call.ended = true
      if (!call.name && !call.argumentsText) continue
      if (!call.started) this.start(call, parts)
      const decoded = decodeToolCall(call.id, call.name, call.argumentsText)
      if (!call.name) decoded.parseError = 'The call has no tool name.'
      parts.push({ type: 'tool-call-end', index: call.position, call: decoded })
      // Its text is in the decoded call now; the decoder needs only its identity from here on.
      call.argumentsText = ''
    }
  }
}
