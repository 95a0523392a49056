import type { TurnScope } from './turn-scope'
import type { ToolCallResult } from './types'

/**
 * The one place a call's event lifecycle is emitted: `tool-call` pending (seen) → running (started) →
 * `tool-progress`* → `tool-result` (final state), each with the turn's ids and step.
 */
export const callEvents = {
  pending(scope: TurnScope, call: { callId: string; name: string; arguments: Record<string, unknown> }): void {
    emitCall(scope, call, 'pending')
  },
  running(scope: TurnScope, call: { callId: string; name: string; arguments: Record<string, unknown> }): void {
    emitCall(scope, call, 'running')
  },
  progress(scope: TurnScope, callId: string, progress: Record<string, unknown>): void {
    const { turn } = scope
    scope.deps.emit({ type: 'tool-progress', sessionId: turn.sessionId, runId: turn.runId, id: callId, progress })
  },
  result(scope: TurnScope, result: ToolCallResult): void {
    const { turn } = scope
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
  scope: TurnScope,
  call: { callId: string; name: string; arguments: Record<string, unknown> },
  state: 'pending' | 'running',
): void {
  const { turn } = scope
  scope.deps.emit({
    type: 'tool-call',
    sessionId: turn.sessionId,
    runId: turn.runId,
    id: call.callId,
    name: call.name,
    arguments: call.arguments,
    step: turn.step,
    state,
  })
}
