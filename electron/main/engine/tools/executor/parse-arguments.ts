import { DEEP_ARGUMENTS_ERROR, valueTooDeep } from '../../providers/json-depth'

export type ParsedArguments = { ok: true; value: Record<string, unknown> } | { ok: false; error: string }

/** Native providers stream arguments as JSON text; XML decoders hand over an object of strings. */
export function parseArguments(raw: Record<string, unknown> | string): ParsedArguments {
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
