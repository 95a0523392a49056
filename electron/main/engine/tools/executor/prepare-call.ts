import type { ToolCallFinalState } from '../../hooks/hook-types'
import type { AnyToolDefinition } from '../define-tool'
import { authorizeCall } from './authorize-call'
import { callEvents } from './call-events'
import { checkCall } from './check-call'
import { checkInput } from './check-input'
import { finalizeResult } from './finalize-result'
import type { Preparation, TurnScope } from './turn-scope'
import type { ToolCallRequest } from './types'

/**
 * A call's way to its batch: check the call → check the input → authorize once. A failing stage becomes the call's
 * result (fed to the model), never an exception.
 */
export async function prepareCall(scope: TurnScope, request: ToolCallRequest, index: number): Promise<Preparation> {
  const startedAt = scope.now()
  const callId = request.id?.trim() ? request.id : scope.createCallId()
  const name = request.name
  const stop = async (
    message: string,
    args: Record<string, unknown>,
    state: ToolCallFinalState,
    tool: AnyToolDefinition | null,
    metadata: Record<string, unknown> = {},
  ): Promise<Preparation> => ({
    kind: 'done',
    result: await finalizeResult(scope, {
      call: { index, callId, name, tool, arguments: args, appendContext: [] },
      output: { content: message, isError: true, metadata },
      state,
      startedAt,
    }),
  })

  const call = checkCall(scope, request)
  callEvents.pending(scope, { callId, name, arguments: call.arguments })
  if (!call.ok) return stop(call.error, call.arguments, 'error', null)
  const { tool } = call

  const input = checkInput(tool, call.arguments)
  if (!input.ok) return stop(input.error, input.arguments, 'error', tool)

  const authorized = await authorizeCall(scope, { callId, tool, input: input.input, arguments: input.arguments })
  if (!authorized.ok) {
    const { deniedBy, userReason } = authorized
    return stop(authorized.error, authorized.arguments, authorized.state, tool, {
      deniedBy,
      ...(userReason ? { denialReason: userReason } : {}),
    })
  }

  return {
    kind: 'ready',
    call: {
      index,
      callId,
      name,
      tool,
      input: authorized.input,
      arguments: authorized.arguments,
      appendContext: authorized.appendContext,
      safe: !tool.isAgentSwitch && concurrencySafe(tool, authorized.input),
    },
  }
}

function concurrencySafe(tool: AnyToolDefinition, input: unknown): boolean {
  try {
    return tool.isConcurrencySafe?.(input) ?? false
  } catch {
    return false
  }
}
