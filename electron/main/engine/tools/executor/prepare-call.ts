import type { AnyToolDefinition, ToolContext, ToolPermissionRule } from '../define-tool'
import { MALFORMED_TOOL_NAME } from '../reserved-names'
import { describeParameters } from '../tool-parameters'
import { applyDefaults } from './apply-defaults'
import { coerceArguments } from './coerce-arguments'
import { duplicateCallMessage } from './duplicate-detector'
import { finalizeResult } from './finalize-result'
import { parseArguments } from './parse-arguments'
import { emitToolCall, type Preparation, type TurnScope, toolContext } from './turn-scope'
import type { ToolCallFinalState, ToolCallRequest } from './types'
import { validateArguments } from './validate-arguments'

/**
 * Every check before a call may run, in the seeds' order: duplicate detector → unparseable / malformed → (ids were
 * filled) → agent whitelist → coerce → defaults → validate → permission chain → PreToolUse hooks. A failing check
 * becomes the call's result (fed to the model), never an exception.
 */
export async function prepareCall(scope: TurnScope, request: ToolCallRequest, index: number): Promise<Preparation> {
  const { deps, turn } = scope
  const preparedAt = scope.now()
  const callId = request.id?.trim() ? request.id : scope.createCallId()
  const name = request.name
  const parsed = parseArguments(request.arguments)
  let shown = parsed.ok ? parsed.value : {}
  emitToolCall(scope, { callId, name, arguments: shown }, 'pending')
  const stop = async (message: string, state: ToolCallFinalState = 'error', tool: AnyToolDefinition | null = null) => ({
    kind: 'done' as const,
    result: await finalizeResult(scope, {
      index,
      callId,
      name,
      arguments: shown,
      tool,
      output: { content: message, isError: true, metadata: {} },
      state,
      appendContext: [],
      startedAt: preparedAt,
    }),
  })

  if (request.refusal !== undefined) return stop(request.refusal)
  const repeated = scope.detector.record(name, parsed.ok ? parsed.value : request.arguments)
  if (repeated >= deps.settings().tools.duplicateCallThreshold) return stop(duplicateCallMessage(name, repeated))
  if (request.error !== undefined || name === MALFORMED_TOOL_NAME) {
    return stop(`Your tool call could not be parsed: ${request.error ?? 'malformed call'}. Write the call again.`)
  }
  if (!parsed.ok) return stop(`Arguments for ${name} could not be read: ${parsed.error}`)

  if (turn.allowedTools && !turn.allowedTools.includes(name)) {
    return stop(`${name} is not available to agent "${turn.agent}". Available tools: ${turn.allowedTools.join(', ')}.`)
  }
  const tool = deps.tools.get(name)
  if (!tool) return stop(`There is no tool named "${name}". Use one of the tools listed in your instructions.`)

  const checked = checkInput(tool, parsed.value)
  shown = checked.arguments
  if (!checked.ok) return stop(checked.error, 'error', tool)

  const base = {
    sessionId: turn.sessionId,
    runId: turn.runId,
    toolCallId: callId,
    tool: name,
    agent: turn.agent,
    silent: turn.silent,
    signal: turn.signal,
    defaultLevel: tool.defaultPermission ?? 'auto',
  }
  const ownRules = (input: unknown) =>
    toolRules(tool, input, () =>
      toolContext(
        scope,
        callId,
        () => turn.signal,
        () => false,
      ),
    )
  let rules = ownRules(checked.input)
  if (!rules.ok) return stop(rules.error, 'denied', tool)
  const permission = await deps.permissions.check({ ...base, arguments: shown, toolRules: rules.rules })
  if (!permission.allowed)
    return stop(permission.message, permission.via === 'cancelled' ? 'cancelled' : 'denied', tool)

  const hooks = await deps.hooks.runPreToolUse({
    event: 'PreToolUse',
    sessionId: turn.sessionId,
    runId: turn.runId,
    agent: turn.agent,
    callId,
    tool: name,
    input: shown,
  })
  if (hooks.blockedReason !== null) return stop(`A hook blocked ${name}: ${hooks.blockedReason}`, 'denied', tool)
  let input = checked.input
  if (hooks.input !== shown) {
    const mutated = checkInput(tool, hooks.input)
    shown = mutated.arguments
    if (!mutated.ok)
      return stop(`A hook changed the arguments of ${name} into invalid ones: ${mutated.error}`, 'error', tool)
    input = mutated.input
    rules = ownRules(input)
    if (!rules.ok) return stop(rules.error, 'denied', tool)
    const denial = deps.permissions.denial({ ...base, arguments: shown, toolRules: rules.rules })
    if (denial !== null) return stop(denial, 'denied', tool)
  }
  const userApproved = permission.via === 'user-once' || permission.via === 'user-always'
  if (hooks.permissionRequired !== null && !userApproved) {
    const confirmed = await deps.permissions.check({
      ...base,
      arguments: shown,
      toolRules: rules.rules,
      forceAskReason: hooks.permissionRequired,
    })
    if (!confirmed.allowed) return stop(confirmed.message, confirmed.via === 'cancelled' ? 'cancelled' : 'denied', tool)
  }
  return {
    kind: 'ready',
    call: {
      index,
      callId,
      name,
      tool,
      input,
      arguments: shown,
      appendContext: hooks.appendContext,
      safe: !tool.isAgentSwitch && concurrencySafe(tool, input),
      preparedAt,
    },
  }
}

type CheckedInput =
  | { ok: true; input: unknown; arguments: Record<string, unknown> }
  | { ok: false; error: string; arguments: Record<string, unknown> }

function checkInput(tool: AnyToolDefinition, raw: Record<string, unknown>): CheckedInput {
  const parameters = describeParameters(tool)
  const args = applyDefaults(coerceArguments(raw, parameters), parameters)
  const validated = validateArguments(tool, args, parameters)
  return validated.ok
    ? { ok: true, input: validated.input, arguments: args }
    : { ok: false, error: validated.error, arguments: args }
}

function toolRules(
  tool: AnyToolDefinition,
  input: unknown,
  context: () => ToolContext,
): { ok: true; rules: ToolPermissionRule[] } | { ok: false; error: string } {
  if (!tool.checkPermissions) return { ok: true, rules: [] }
  try {
    return { ok: true, rules: tool.checkPermissions(input, context()) }
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    return { ok: false, error: `Permission denied for ${tool.name}: its permission check failed (${detail}).` }
  }
}

function concurrencySafe(tool: AnyToolDefinition, input: unknown): boolean {
  try {
    return tool.isConcurrencySafe?.(input) ?? false
  } catch {
    return false
  }
}
