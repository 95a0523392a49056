import { FUNCTION_OPEN } from './function-call'
import { FUNCTION_CALLS_OPEN } from './invoke-block'
import type { KnownTools } from './known-tools'
import { readTag, startsWithAt } from './markup-reader'
import { INCOMPLETE, type Incomplete, type InputWindow } from './parse-outcome'
import { isToolCallOpening, TOOL_CALL_OPEN } from './tool-call-block'

export type CallOpener =
  | { kind: 'tool_call'; bodyStart: number }
  | { kind: 'function' }
  | { kind: 'function-calls' }
  | { kind: 'tool-name-tag'; name: string; bodyStart: number }

/** Attributes of `<tool_call …>` are skipped; past this length the `<` is taken as text. */
const MAX_ATTRIBUTES_LENGTH = 200

/**
 * Does a call start at the `<` at `at`? INCOMPLETE while the input so far could still become one, so that text is
 * held back rather than shown and later taken back.
 */
export function detectCallOpener(
  window: InputWindow,
  at: number,
  knownTools: KnownTools,
): CallOpener | null | Incomplete {
  const { source, end } = window
  const toolCall = isToolCallOpening(window, at)
  if (toolCall === INCOMPLETE) return INCOMPLETE
  if (toolCall) {
    const stop = Math.min(end, at + TOOL_CALL_OPEN.length + MAX_ATTRIBUTES_LENGTH)
    for (let position = at + TOOL_CALL_OPEN.length; position < stop; position++) {
      if (source[position] === '>') return { kind: 'tool_call', bodyStart: position + 1 }
    }
    return window.final || stop < end ? null : INCOMPLETE
  }
  const invokeBlock = startsWithAt(window, at, FUNCTION_CALLS_OPEN)
  if (invokeBlock === INCOMPLETE) return INCOMPLETE
  if (invokeBlock) return { kind: 'function-calls' }
  const functionTag = startsWithAt(window, at, FUNCTION_OPEN)
  if (functionTag === INCOMPLETE) return INCOMPLETE
  if (functionTag) return { kind: 'function' }
  const tag = readTag(window, at)
  if (tag === INCOMPLETE) {
    const partialName = source.slice(at + 1, end).trimEnd()
    return knownTools.isPrefixOfName(partialName) || knownTools.names.has(partialName) ? INCOMPLETE : null
  }
  if (tag?.kind === 'open' && knownTools.names.has(tag.name)) {
    return { kind: 'tool-name-tag', name: tag.name, bodyStart: tag.end }
  }
  return null
}
