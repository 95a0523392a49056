import { CDATA_OPEN, readCdataRun } from './cdata'
import { readTag, skipWhitespace, startsWithAt } from './markup-reader'
import { INCOMPLETE, type Incomplete, type InputWindow } from './parse-outcome'

export interface ValueRead {
  value: string
  next: number
  warnings: string[]
  /** The value ran to the end of the input without its end (CDATA or closing tag): the output may have been cut. */
  unterminated: boolean
}

/**
 * Where the enclosing call ends: `limit` is the position of its closing tag when that tag has been seen, so values
 * never reach past it. Without it, values may run to the end of the window.
 */
export interface ValueBounds {
  limit: number | undefined
  /** Per closing tag, a position from which no closing tag followed by markup exists (keeps reading linear). */
  exhaustedFrom: Map<string, number>
}

type Verdict = boolean | Incomplete

/** `<parameter name="…">`: a tag with an attribute also counts as markup. */
const TAG_WITH_ATTRIBUTE = /^<[A-Za-z_][\w.:-]*\s+[A-Za-z_][\w.:-]*\s*=/
const ATTRIBUTE_LOOKAHEAD = 100

/** A closing tag ends a value only if markup follows it: another tag, the call's end, or the end of input. */
function isFollowedByMarkup(window: InputWindow, at: number, bounds: ValueBounds): Verdict {
  const end = bounds.limit ?? window.end
  const position = skipWhitespace(window.source, at, end)
  if (position >= end) return bounds.limit !== undefined || window.final ? true : INCOMPLETE
  if (window.source.charCodeAt(position) !== 60) return false
  const tag = readTag({ ...window, end }, position)
  if (tag === INCOMPLETE) return INCOMPLETE
  if (tag !== null) return true
  const lookahead = window.source.slice(position, Math.min(end, position + ATTRIBUTE_LOOKAHEAD))
  if (TAG_WITH_ATTRIBUTE.test(lookahead)) return true
  return !window.final && bounds.limit === undefined && position + lookahead.length >= window.end ? INCOMPLETE : false
}

function readCdataValue(
  window: InputWindow,
  start: number,
  closeTag: string,
  key: string,
  inputEnd: number,
): ValueRead | Incomplete {
  const run = readCdataRun(window, start)
  if (run === INCOMPLETE) return INCOMPLETE
  const warnings: string[] = []
  if (!run.closed) warnings.push(`the CDATA section of <${key}> was never closed; it was taken to the end of the call`)
  const afterSpace = skipWhitespace(window.source, run.next, window.end)
  if (afterSpace >= window.end && !window.final) return INCOMPLETE
  const closed = startsWithAt(window, afterSpace, closeTag)
  if (closed === INCOMPLETE) return INCOMPLETE
  // Input ending right after `]]>` (or inside a next `<![CDATA[`) may also be a cut: a `]]>` inside the value is
  // written as two sections.
  const rest = window.source.slice(afterSpace, window.end)
  const unterminated = window.end === inputEnd && (!run.closed || CDATA_OPEN.startsWith(rest))
  if (closed) return { value: run.text, next: afterSpace + closeTag.length, warnings, unterminated }
  if (run.closed) warnings.push(`${closeTag} was missing after the CDATA section and was added`)
  return { value: run.text, next: run.next, warnings, unterminated }
}

/**
 * Reads a parameter value starting right after its opening tag. CDATA is kept byte for byte; plain text is trimmed
 * and ends at the first `closeTag` that is followed by markup, so a value may contain its own closing tag as text
 * (`<content>…</content>…</content><line_count>`).
 */
export function readParameterValue(
  window: InputWindow,
  from: number,
  key: string,
  closeTag: string,
  bounds: ValueBounds,
): ValueRead | Incomplete {
  const { source } = window
  const end = bounds.limit ?? window.end
  const start = skipWhitespace(source, from, end)
  const cdata = startsWithAt({ ...window, end }, start, CDATA_OPEN)
  if (cdata === INCOMPLETE) return INCOMPLETE
  if (cdata) return readCdataValue({ ...window, end }, start, closeTag, key, window.end)
  let firstClose = -1
  let search = from
  const exhausted = bounds.exhaustedFrom.get(closeTag)
  if (exhausted !== undefined && exhausted <= from) {
    const close = source.indexOf(closeTag, from)
    firstClose = close !== -1 && close + closeTag.length <= end ? close : -1
    search = end
  }
  while (search < end) {
    const close = source.indexOf(closeTag, search)
    if (close === -1 || close + closeTag.length > end) break
    if (firstClose === -1) firstClose = close
    const verdict = isFollowedByMarkup(window, close + closeTag.length, bounds)
    if (verdict === INCOMPLETE) return INCOMPLETE
    if (verdict) {
      return {
        value: source.slice(from, close).trim(),
        next: close + closeTag.length,
        warnings: [],
        unterminated: false,
      }
    }
    search = close + 1
  }
  if (bounds.limit === undefined && !window.final) return INCOMPLETE
  bounds.exhaustedFrom.set(closeTag, from)
  if (firstClose !== -1) {
    const value = source.slice(from, firstClose).trim()
    return { value, next: firstClose + closeTag.length, warnings: [], unterminated: false }
  }
  return {
    value: source.slice(from, end).trim(),
    next: end,
    warnings: [`<${key}> was never closed; its value was taken to the end of the call`],
    unterminated: end === window.end,
  }
}
