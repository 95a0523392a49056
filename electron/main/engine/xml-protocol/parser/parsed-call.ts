import type { CallRead } from './call-read'
import { createParams, MALFORMED_TOOL_NAME, type ParsedToolCall } from './types'

const UNCLOSED_WARNING = 'the closing tag of the call was missing and was added'

/**
 * Turns a reader's result into the call the executor sees; failures become `__malformed__` with the error. A call the
 * output ended inside (a value or CDATA never finished, JSON completed by the repair) is never run with what arrived:
 * it becomes an error naming the tool, so the model sends it again.
 */
export function toParsedCall(read: CallRead, closed: boolean, raw: string): ParsedToolCall {
  const malformed = (error: string, dialect: ParsedToolCall['dialect']): ParsedToolCall => ({
    name: MALFORMED_TOOL_NAME,
    params: createParams(),
    dialect,
    complete: closed,
    warnings: [],
    error,
    raw,
  })
  if (!read.ok) return malformed(read.error, 'artifactflow')
  if (!closed && read.cutOff !== undefined) return malformed(truncationError(read.name, read.cutOff), read.dialect)
  return {
    name: read.name,
    params: read.params,
    dialect: read.dialect,
    complete: closed,
    warnings: closed ? read.warnings : [...read.warnings, UNCLOSED_WARNING],
    raw,
  }
}

function truncationError(toolName: string, cutOff: string): string {
  return (
    `the call to ${toolName} was cut off (${cutOff} never ended before your reply stopped), so it was not run. ` +
    'Send the whole call again, complete, with every closing tag'
  )
}
