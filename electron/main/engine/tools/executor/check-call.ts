import { DEEP_ARGUMENTS_ERROR, valueTooDeep } from '../../json/json-depth'
import type { AnyToolDefinition } from '../define-tool'
import { MALFORMED_TOOL_NAME } from '../reserved-names'
import { duplicateCallMessage } from './duplicate-detector'
import type { TurnScope } from './turn-scope'
import type { ToolCallRequest } from './types'
import { withFullStop } from './with-full-stop'

type CheckedCall =
  | { ok: true; tool: AnyToolDefinition; arguments: Record<string, unknown> }
  | { ok: false; error: string; arguments: Record<string, unknown> }

/**
 * Stage 1, the call itself: duplicate detector → unparseable or malformed → arguments readable → the agent's
 * whitelist → a registered tool.
 */
export function checkCall(scope: TurnScope, request: ToolCallRequest): CheckedCall {
  const { deps, turn } = scope
  const name = request.name
  const parsed = parseArguments(request.arguments)
  const shown = parsed.ok ? parsed.value : {}
  const fail = (error: string): CheckedCall => ({ ok: false, error, arguments: shown })

  if (request.refusal !== undefined) return fail(request.refusal)
  const repeated = scope.detector.record(name, parsed.ok ? parsed.value : request.arguments)
  if (repeated >= deps.settings().tools.duplicateCallThreshold) return fail(duplicateCallMessage(name, repeated))
  if (request.error !== undefined || name === MALFORMED_TOOL_NAME) {
    return fail(
      `Your tool call could not be parsed: ${withFullStop(request.error ?? 'malformed call')} Write the call again.`,
    )
  }
  if (!parsed.ok) return fail(`Arguments for ${name} could not be read: ${parsed.error}`)
  if (turn.allowedTools && !turn.allowedTools.includes(name)) {
    return fail(`${name} is not available to agent "${turn.agent}". Available tools: ${turn.allowedTools.join(', ')}.`)
  }
  const tool = deps.tools.get(name)
  if (!tool) return fail(`There is no tool named "${name}". Use one of the tools listed in your instructions.`)
  return { ok: true, tool, arguments: parsed.value }
}

type ParsedArguments = { ok: true; value: Record<string, unknown> } | { ok: false; error: string }

/** Native providers stream arguments as JSON text; XML decoders hand over an object of strings. */
function parseArguments(raw: Record<string, unknown> | string): ParsedArguments {
  if (typeof raw !== 'string')
    return valueTooDeep(raw) ? { ok: false, error: DEEP_ARGUMENTS_ERROR } : { ok: true, value: raw }
  if (raw.trim() === '') return { ok: true, value: {} }
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    return { ok: false, error: `The arguments are not valid JSON (${detail}). Send one JSON object.` }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, error: 'The arguments must be one JSON object with a key per parameter.' }
  }
  if (valueTooDeep(value)) return { ok: false, error: DEEP_ARGUMENTS_ERROR }
  return { ok: true, value: value as Record<string, unknown> }
}
