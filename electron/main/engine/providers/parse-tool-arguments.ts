import { DEEP_ARGUMENTS_ERROR, jsonTextTooDeep } from '../json/json-depth'
import type { DecodedToolCall } from './model-stream-part'

/**
 * Completes a streamed call: empty or null arguments mean `{}`; anything but a JSON object, or one nested too deep
 * to walk safely, is a parse error.
 */
export function decodeToolCall(id: string, name: string, argumentsText: string): DecodedToolCall {
  const text = argumentsText.trim()
  if (text === '' || text === 'null') return { id, name, arguments: {}, argumentsText }
  if (jsonTextTooDeep(text)) return { id, name, arguments: {}, argumentsText, parseError: DEEP_ARGUMENTS_ERROR }
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return { id, name, arguments: parsed as Record<string, unknown>, argumentsText }
    }
    return { id, name, arguments: {}, argumentsText, parseError: 'Arguments must be a JSON object.' }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { id, name, arguments: {}, argumentsText, parseError: `Arguments are not valid JSON: ${reason}` }
  }
}

let counter = 0

/** An id for a call the provider sent without one. */
export function generatedCallId(): string {
  counter += 1
  return `call_${Date.now().toString(36)}${counter.toString(36)}`
}
