import type { ToolCallFinalState } from '../../hooks/hook-types'
import type { AnyToolDefinition, ToolOutput } from '../define-tool'
import { callEvents } from './call-events'
import { maybePersistResult, needsPersistence } from './persist-result'
import type { PreparedCall, TurnScope } from './turn-scope'
import type { ToolCallResult } from './types'

/** A call at its end, whether it ran or a stage stopped it (then without a tool when none was found). */
interface FinishedCall {
  call: Pick<PreparedCall, 'index' | 'callId' | 'name' | 'arguments' | 'appendContext'> & {
    tool: AnyToolDefinition | null
  }
  output: ToolOutput
  state: ToolCallFinalState
  startedAt: number
}

/**
 * Stage 6, the result's way out: large-output persistence (successes only) → PostToolUse hooks (audit, metrics,
 * MutateOutput) → AppendContext from PreToolUse hooks → the `tool-result` event.
 */
export async function finalizeResult(scope: TurnScope, finished: FinishedCall): Promise<ToolCallResult> {
  const { deps, turn } = scope
  const { call } = finished
  const output =
    finished.state === 'completed' && call.tool && needsPersistence(finished.output, call.tool.maxResultChars)
      ? await maybePersistResult({
          output: finished.output,
          maxResultChars: call.tool.maxResultChars,
          persistTo: call.tool.persistTo,
          sessionId: turn.sessionId,
          runId: turn.runId,
          callId: call.callId,
          toolName: call.name,
          sink: deps.artifactSink,
          dataDir: deps.dataDir,
        })
      : finished.output
  const durationMs = Math.max(0, scope.now() - finished.startedAt)
  const post = await deps.hooks.runPostToolUse({
    event: 'PostToolUse',
    sessionId: turn.sessionId,
    runId: turn.runId,
    agent: turn.agent,
    callId: call.callId,
    tool: call.name,
    input: call.arguments,
    output,
    state: finished.state,
    durationMs,
  })
  const result: ToolCallResult = {
    callId: call.callId,
    name: call.name,
    arguments: call.arguments,
    content: [post.content, ...call.appendContext.map(wrapContext)].join('\n\n'),
    isError: output.isError,
    metadata: output.metadata,
    ...(output.images?.length && !output.isError ? { images: output.images } : {}),
    state: finished.state,
    isAgentSwitch: call.tool?.isAgentSwitch === true && finished.state === 'completed' && !output.isError,
    durationMs,
  }
  callEvents.result(scope, result)
  return result
}

function wrapContext(text: string): string {
  return `<additional_context>\n${text}\n</additional_context>`
}
