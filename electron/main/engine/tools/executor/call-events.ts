import type { EventInput } from '../../../../shared/contract/events'
import type { ToolCallResult, TurnContext } from './types'

/** What the events of a call need from its turn. */
interface CallEventScope {
  deps: { emit(event: EventInput): void }
  turn: Pick<TurnContext, 'sessionId' | 'runId' | 'step' | 'background'>
}

/**
 * The one place a call's event lifecycle is emitted: `tool-call` pending (seen) → running (started) →
 * `tool-progress`* → `tool-result` (final state), each with the turn's ids and step. A background task's call sends
 * none: it outlives its run, so the timeline could never close it; its `background-task-*` events tell its story.
 */
export const callEvents = {
  pending(scope: CallEventScope, call: { callId: string; name: string; arguments: Record<string, unknown> }): void {
    emitCall(scope, call, 'pending')
  },
  running(scope: CallEventScope, call: { callId: string; name: string; arguments: Record<string, unknown> }): void {
    emitCall(scope, call, 'running')
  },
  progress(scope: CallEventScope, callId: string, progress: Record<string, unknown>): void {
    const { turn } = scope
    if (turn.background) return
    scope.deps.emit({
      type: 'tool-progress',
      sessionId: turn.sessionId,
      runId: turn.runId,
      toolCallId: callId,
      progress,
    })
  },
  result(scope: CallEventScope, result: ToolCallResult): void {
    const { turn } = scope
    if (turn.background) return
    scope.deps.emit({
      type: 'tool-result',
      sessionId: turn.sessionId,
      runId: turn.runId,
      toolCallId: result.callId,
      name: result.name,
      output: result.content,
      isError: result.isError,
      metadata: result.metadata,
      arguments: result.arguments,
      durationMs: result.durationMs,
      step: turn.step,
      state: result.state,
    })
  },
}

function emitCall(
  scope: CallEventScope,
  call: { callId: string; name: string; arguments: Record<string, unknown> },
  state: 'pending' | 'running',
): void {
  const { turn } = scope
  if (turn.background) return
  scope.deps.emit({
    type: 'tool-call',
    sessionId: turn.sessionId,
    runId: turn.runId,
    toolCallId: call.callId,
    name: call.name,
    arguments: call.arguments,
    step: turn.step,
    state,
  })
}
