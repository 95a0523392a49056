import type { AnyToolDefinition, ToolOutput } from '../define-tool'
import { maybePersistResult, needsPersistence } from './persist-result'
import type { TurnScope } from './turn-scope'
import type { ToolCallFinalState, ToolCallResult } from './types'

export interface Finished {
  index: number
  callId: string
  name: string
  arguments: Record<string, unknown>
  tool: AnyToolDefinition | null
  output: ToolOutput
  state: ToolCallFinalState
  appendContext: readonly string[]
  startedAt: number
}

/**
 * The result's way out: large-output persistence (successes only) → PostToolUse hooks (audit, metrics,
 * MutateOutput) → AppendContext from PreToolUse hooks → the `tool-result` event.
 */
export async function finalizeResult(scope: TurnScope, finished: Finished): Promise<ToolCallResult> {
  const { deps, turn } = scope
  const output =
    finished.state === 'completed' && finished.tool && needsPersistence(finished.output, finished.tool.maxResultChars)
      ? await maybePersistResult({
          output: finished.output,
          maxResultChars: finished.tool.maxResultChars,
          sessionId: turn.sessionId,
          runId: turn.runId,
          callId: finished.callId,
          toolName: finished.name,
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
    callId: finished.callId,
    tool: finished.name,
    input: finished.arguments,
    output,
    state: finished.state,
    durationMs,
  })
  const content = [post.content, ...finished.appendContext.map(wrapContext)].join('\n\n')
  const result: ToolCallResult = {
    callId: finished.callId,
    name: finished.name,
    arguments: finished.arguments,
    content,
    isError: output.isError,
    metadata: output.metadata,
    state: finished.state,
    isAgentSwitch: finished.tool?.isAgentSwitch === true && finished.state === 'completed' && !output.isError,
    durationMs,
  }
  deps.emit({
    type: 'tool-result',
    sessionId: turn.sessionId,
    runId: turn.runId,
    toolCallId: result.callId,
    name: result.name,
    output: result.content,
    isError: result.isError,
    metadata: result.metadata,
    step: turn.step,
    state: result.state,
  })
  return result
}

function wrapContext(text: string): string {
  return `<additional_context>\n${text}\n</additional_context>`
}
