import { DEEP_ARGUMENTS_ERROR, jsonTextTooDeep } from '../../json/json-depth'
import { parseLenientJson, splitJsonValues } from './json-repair'
import { createParams } from './types'

type JsonCallRead =
  | { ok: true; name: string; params: Record<string, string>; warnings: string[]; cutOff?: string }
  | { ok: false; error: string }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Parameter values become strings: strings as they are, anything else as its JSON text. */
function stringifyArguments(value: unknown): Record<string, string> | undefined {
  const parsed = typeof value === 'string' ? parseLenientJson(value)?.value : value
  if (parsed === undefined || parsed === null) return createParams()
  if (!isRecord(parsed)) return undefined
  const params = createParams()
  for (const [key, argument] of Object.entries(parsed)) {
    params[key] = typeof argument === 'string' ? argument : JSON.stringify(argument)
  }
  return params
}

/** `{"name": "…", "arguments": {…}}` (Hermes, Qwen) or `{"name": …, "parameters": {…}}` (Llama 3). */
function readJsonToolCall(text: string): JsonCallRead {
  const parsed = parseLenientJson(text.trim())
  if (parsed === undefined) {
    return { ok: false, error: 'the JSON inside the tool call is not valid JSON' }
  }
  if (!isRecord(parsed.value)) {
    return { ok: false, error: 'the JSON inside the tool call must be one object {"name": …, "arguments": {…}}' }
  }
  const { name } = parsed.value
  if (typeof name !== 'string' || name.trim() === '') {
    return { ok: false, error: 'the JSON tool call has no "name" string' }
  }
  const args = parsed.value.arguments ?? parsed.value.parameters
  if (typeof args === 'string' && jsonTextTooDeep(args)) return { ok: false, error: DEEP_ARGUMENTS_ERROR }
  const params = stringifyArguments(args)
  if (params === undefined) return { ok: false, error: `the "arguments" of ${name} must be a JSON object` }
  return {
    ok: true,
    name: name.trim(),
    params,
    warnings: parsed.repaired ? ['incomplete JSON was completed'] : [],
    cutOff: parsed.completed ? 'the JSON of the call' : undefined,
  }
}

/** Reads `{…}` arguments of `<function=name>{…}</function>` (Llama 3). */
export function readJsonArguments(
  text: string,
): { params: Record<string, string>; completed: boolean } | { error: string } | undefined {
  if (jsonTextTooDeep(text)) return { error: DEEP_ARGUMENTS_ERROR }
  const parsed = parseLenientJson(text.trim())
  const params = parsed === undefined ? undefined : stringifyArguments(parsed.value)
  return parsed === undefined || params === undefined ? undefined : { params, completed: parsed.completed }
}

/**
 * A `<tool_call>` body in JSON: usually one object, but models also write several objects in a row or an array of
 * calls; each becomes its own call, and text left after them is reported rather than ignored.
 */
export function readJsonToolCalls(text: string): JsonCallRead[] {
  const { pieces, rest } = splitJsonValues(text)
  const reads: JsonCallRead[] = []
  for (const piece of pieces) {
    const parsed = piece.startsWith('[') ? parseLenientJson(piece) : undefined
    if (parsed !== undefined && Array.isArray(parsed.value)) {
      for (const element of parsed.value) reads.push(readJsonToolCall(JSON.stringify(element)))
      const last = reads.at(-1)
      if (parsed.completed && last?.ok) last.cutOff = 'the JSON array of calls'
    } else reads.push(readJsonToolCall(piece))
  }
  if (reads.length === 0) return [{ ok: false, error: 'the JSON inside the tool call is not valid JSON' }]
  if (rest.trim() !== '') {
    const last = reads.at(-1)
    if (last?.ok) last.warnings.push(`text after the JSON was ignored: ${rest.trim().slice(0, 80)}`)
  }
  return reads
}
