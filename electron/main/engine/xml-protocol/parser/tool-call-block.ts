import { CDATA_CLOSE, CDATA_OPEN } from './cdata'
import { startsWithAt } from './markup-reader'
import { INCOMPLETE, type Incomplete, type InputWindow } from './parse-outcome'

export const TOOL_CALL_OPEN = '<tool_call'
const TOOL_CALL_CLOSE = '</tool_call>'

interface ToolCallBlock {
  bodyEnd: number
  next: number
  closed: boolean
}

export function isToolCallOpening(window: InputWindow, at: number): boolean | Incomplete {
  const opening = startsWithAt(window, at, TOOL_CALL_OPEN)
  if (opening !== true) return opening
  const after = at + TOOL_CALL_OPEN.length
  if (after >= window.end) return window.final ? false : INCOMPLETE
  return /[>\s]/.test(window.source.charAt(after))
}

/**
 * Finds where a `<tool_call>` body ends: at `</tool_call>`, or — when that never comes — at the next `<tool_call>`
 * or the end of the input. CDATA sections are skipped, so they may contain either tag.
 */
export function findToolCallBlock(window: InputWindow, bodyStart: number): ToolCallBlock | Incomplete {
  const { source, end } = window
  let position = bodyStart
  for (;;) {
    const at = source.indexOf('<', position)
    if (at === -1 || at >= end) return window.final ? { bodyEnd: end, next: end, closed: false } : INCOMPLETE
    const cdata = startsWithAt(window, at, CDATA_OPEN)
    if (cdata === INCOMPLETE) return INCOMPLETE
    if (cdata) {
      const close = source.indexOf(CDATA_CLOSE, at + CDATA_OPEN.length)
      if (close === -1 || close + CDATA_CLOSE.length > end) {
        return window.final ? { bodyEnd: end, next: end, closed: false } : INCOMPLETE
      }
      position = close + CDATA_CLOSE.length
      continue
    }
    const closing = startsWithAt(window, at, TOOL_CALL_CLOSE)
    if (closing === INCOMPLETE) return INCOMPLETE
    if (closing) return { bodyEnd: at, next: at + TOOL_CALL_CLOSE.length, closed: true }
    const another = isToolCallOpening(window, at)
    if (another === INCOMPLETE) return INCOMPLETE
    if (another) return { bodyEnd: at, next: at, closed: false }
    position = at + 1
  }
}
