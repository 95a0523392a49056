import type { CallRead } from './call-read'
import { createParams, MALFORMED_TOOL_NAME, type ParsedToolCall } from './types'

const UNCLOSED_WARNING = 'the closing tag of the call was missing and was added'

/** Turns a reader's result into the call the executor sees; failures become `__malformed__` with the error. */
export function toParsedCall(read: CallRead, closed: boolean, raw: string): ParsedToolCall {
  if (!read.ok) {
    return {
      name: MALFORMED_TOOL_NAME,
      params: createParams(),
      dialect: 'artifactflow',
      complete: closed,
      warnings: [],
      error: read.error,
      raw,
    }
  }
  return {
    name: read.name,
    params: read.params,
    dialect: read.dialect,
    complete: closed,
    warnings: closed ? read.warnings : [...read.warnings, UNCLOSED_WARNING],
    raw,
  }
}
