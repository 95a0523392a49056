import type { ModelMessage } from '../../providers/model-message'
import type { TokenUsage } from '../../providers/model-stream-part'
import type { ToolCallResult } from '../../tools/executor'
import { MALFORMED_TOOL_NAME } from '../../tools/reserved-names'
import type { NewRow } from '../store/agent-message-store'
import type { StreamedStep } from './stream-step'

export interface CommittedStep {
  rows: NewRow[]
  /** What the model will see of this step in the next call. */
  messages: ModelMessage[]
}

/** The assistant message and one tool message per call, in call order; nothing when the step produced nothing. */
export function stepRows(
  ids: { runId: string; step: number },
  streamed: StreamedStep,
  results: readonly ToolCallResult[],
  details: { usage: TokenUsage; costUsd: number; costKnown: boolean; agent: string },
): CommittedStep {
  const toolCalls = streamed.calls.map((call, index) => ({
    id: results[index]?.callId ?? call.id,
    name: call.name || MALFORMED_TOOL_NAME,
    arguments: call.parseError ? {} : call.arguments,
  }))
  if (streamed.text === '' && streamed.reasoning === '' && toolCalls.length === 0) return { rows: [], messages: [] }
  const assistant: ModelMessage = { role: 'assistant', text: streamed.text, toolCalls }
  if (streamed.reasoning) {
    assistant.reasoning = streamed.reasoningSignature
      ? { text: streamed.reasoning, signature: streamed.reasoningSignature }
      : { text: streamed.reasoning }
  }
  const rows: NewRow[] = [
    {
      ...ids,
      body: {
        kind: 'assistant',
        message: assistant,
        usage: details.usage,
        costUsd: details.costUsd,
        costKnown: details.costKnown,
        finishReason: streamed.finishReason,
        agent: details.agent,
      },
    },
  ]
  const messages: ModelMessage[] = [assistant]
  for (const [index, call] of toolCalls.entries()) {
    const result = results[index]
    const message: ModelMessage = {
      role: 'tool',
      toolCallId: call.id,
      name: call.name,
      content: result?.content ?? 'The call was not run: the step ended first.',
      isError: result?.isError ?? true,
      ...(result?.images?.length ? { images: result.images } : {}),
    }
    rows.push({
      ...ids,
      body: {
        kind: 'tool',
        message,
        arguments: result?.arguments ?? call.arguments,
        metadata: result?.metadata ?? {},
        state: result?.state ?? 'cancelled',
        durationMs: result?.durationMs ?? 0,
      },
    })
    messages.push(message)
  }
  return { rows, messages }
}
