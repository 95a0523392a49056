import type { ToolCallFinalState } from '../../hooks/hook-types'
import type { PermissionCheck } from '../../permissions/permission-gate'
import type { ToolPermissionRule } from '../../permissions/permission-rule'
import type { AnyToolDefinition } from '../define-tool'
import { checkInput } from './check-input'
import { type TurnScope, toolContext } from './turn-scope'

export type Authorization =
  | { ok: true; input: unknown; arguments: Record<string, unknown>; appendContext: string[] }
  | {
      ok: false
      error: string
      state: ToolCallFinalState
      arguments: Record<string, unknown>
      /** Who said no: the user, a rule, a hook, or no answer in time (the window words the refusal by it). */
      deniedBy: string
      /** The user's own words when they denied it. */
      userReason?: string
    }

/**
 * Stage 3, authorize once: Deny rules end the call before any hook runs; then the PreToolUse hooks (Block,
 * MutateInput, AppendContext, PermissionRequired); then the one permission decision on the final input — the tool's
 * own rules and the central chain, asking the user at most once, also when a hook demanded confirmation.
 */
export async function authorizeCall(
  scope: TurnScope,
  call: { callId: string; tool: AnyToolDefinition; input: unknown; arguments: Record<string, unknown> },
): Promise<Authorization> {
  const { deps, turn } = scope
  const { tool } = call
  const name = tool.name
  const deny = (
    error: string,
    args: Record<string, unknown>,
    state: ToolCallFinalState = 'denied',
    deniedBy = 'rule',
    userReason?: string,
  ): Authorization => ({ ok: false, error, state, arguments: args, deniedBy, ...(userReason ? { userReason } : {}) })
  const request = (args: Record<string, unknown>, toolRules: readonly ToolPermissionRule[]): PermissionCheck => ({
    sessionId: turn.sessionId,
    runId: turn.runId,
    toolCallId: call.callId,
    tool: name,
    agent: turn.agent,
    silent: turn.silent,
    signal: turn.signal,
    defaultLevel: tool.defaultPermission ?? 'auto',
    arguments: args,
    toolRules,
  })

  const ownRules = (input: unknown) => toolRules(scope, call.callId, tool, input)
  const before = ownRules(call.input)
  if (!before.ok) return deny(before.error, call.arguments)
  const denied = deps.permissions.denial(request(call.arguments, before.rules))
  if (denied !== null) return deny(denied, call.arguments)

  const hooks = await deps.hooks.runPreToolUse({
    event: 'PreToolUse',
    sessionId: turn.sessionId,
    runId: turn.runId,
    agent: turn.agent,
    callId: call.callId,
    tool: name,
    input: call.arguments,
  })
  if (hooks.blockedReason !== null) {
    return deny(`A hook blocked ${name}: ${hooks.blockedReason}`, call.arguments, 'denied', 'hook')
  }

  let final = { input: call.input, arguments: call.arguments, rules: before.rules }
  if (hooks.input !== call.arguments) {
    const mutated = checkInput(tool, hooks.input)
    if (!mutated.ok) {
      return deny(
        `A hook changed the arguments of ${name} into invalid ones: ${mutated.error}`,
        mutated.arguments,
        'error',
        'hook',
      )
    }
    const rules = ownRules(mutated.input)
    if (!rules.ok) return deny(rules.error, mutated.arguments)
    final = { input: mutated.input, arguments: mutated.arguments, rules: rules.rules }
  }

  const permission = await deps.permissions.check({
    ...request(final.arguments, final.rules),
    forceAskReason: hooks.permissionRequired,
  })
  if (!permission.allowed) {
    return deny(
      permission.message,
      final.arguments,
      permission.via === 'cancelled' ? 'cancelled' : 'denied',
      permission.via,
      permission.userReason,
    )
  }
  return { ok: true, input: final.input, arguments: final.arguments, appendContext: hooks.appendContext }
}

function toolRules(
  scope: TurnScope,
  callId: string,
  tool: AnyToolDefinition,
  input: unknown,
): { ok: true; rules: ToolPermissionRule[] } | { ok: false; error: string } {
  if (!tool.checkPermissions) return { ok: true, rules: [] }
  try {
    const context = toolContext(
      scope,
      callId,
      () => scope.turn.signal,
      () => false,
    )
    return { ok: true, rules: tool.checkPermissions(input, context) }
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    return { ok: false, error: `Permission denied for ${tool.name}: its permission check failed (${detail}).` }
  }
}
