import type { EventInput } from '../../../../shared/contract/events'
import type { LanguageModel, ModelRequest } from '../../providers/language-model'
import type { DecodedToolCall, FinishReason, TokenUsage } from '../../providers/model-stream-part'
import { emptyUsage } from '../../providers/model-stream-part'
import type { ProviderError } from '../../providers/provider-error'
import type { StreamingTurn, ToolCallRequest } from '../../tools/executor'
import { MALFORMED_TOOL_NAME } from '../../tools/reserved-names'
import { createToolCallCap, refusedCallRequest, TOOL_CALLS_READ_PER_REPLY } from './tool-call-cap'

export interface StreamedStep {
  text: string
  reasoning: string
  reasoningSignature: string | undefined
  calls: DecodedToolCall[]
  usage: TokenUsage
  finishReason: FinishReason | 'aborted' | 'error'
  error: ProviderError | null
  /** Nothing was streamed before the error: the step can be retried (after compaction) without confusing the timeline. */
  emptyBeforeError: boolean
}

/** A decoded call as the executor takes it: unparseable arguments go as raw text so the model is told what was wrong. */
export function toolCallRequest(call: DecodedToolCall): ToolCallRequest {
  if (!call.name || call.name === MALFORMED_TOOL_NAME) {
    const error = call.parseError ?? 'the call has no tool name'
    return { id: call.id, name: call.name, arguments: call.argumentsText, error }
  }
  return { id: call.id, name: call.name, arguments: call.parseError ? call.argumentsText : call.arguments }
}

type StepEmit = (event: Extract<EventInput, { type: 'text-delta' | 'reasoning-delta' }>) => void

/**
 * One model call: deltas become events as they arrive, and each call whose arguments are complete goes to the
 * streaming executor at once (up to the per-reply limit). An abort ends the step with what arrived so far.
 */
export async function streamStep(options: {
  model: LanguageModel
  request: ModelRequest
  signal: AbortSignal
  turn: StreamingTurn
  step: number
  ids: { sessionId: string; runId: string }
  emit: StepEmit
}): Promise<StreamedStep> {
  const { ids, step } = options
  const result: StreamedStep = {
    text: '',
    reasoning: '',
    reasoningSignature: undefined,
    calls: [],
    usage: emptyUsage(),
    finishReason: 'stop',
    error: null,
    emptyBeforeError: true,
  }
  const admitCall = createToolCallCap()
  try {
    const request: ModelRequest = { ...options.request, maxToolCalls: TOOL_CALLS_READ_PER_REPLY }
    for await (const part of options.model.stream(request, options.signal)) {
      switch (part.type) {
        case 'text-delta':
          result.text += part.delta
          result.emptyBeforeError = false
          options.emit({ type: 'text-delta', ...ids, step, delta: part.delta })
          break
        case 'reasoning-delta':
          result.reasoning += part.delta
          result.emptyBeforeError = false
          options.emit({ type: 'reasoning-delta', ...ids, step, delta: part.delta })
          break
        case 'reasoning-signature':
          result.reasoningSignature = (result.reasoningSignature ?? '') + part.signature
          break
        case 'tool-call-start':
        case 'tool-call-delta':
          result.emptyBeforeError = false
          break
        case 'tool-call-end': {
          const admission = admitCall()
          if (admission === 'drop') break
          result.calls.push(part.call)
          options.turn.addCall(admission === 'run' ? toolCallRequest(part.call) : refusedCallRequest(part.call))
          break
        }
        case 'usage':
          result.usage = part.usage
          break
        case 'finish':
          result.finishReason = part.reason
          break
        case 'error':
          result.error = part.error
          result.finishReason = 'error'
          break
      }
    }
  } catch (error) {
    if (!options.signal.aborted) throw error
    result.finishReason = 'aborted'
  }
  if (options.signal.aborted) result.finishReason = 'aborted'
  return result
}
