import { startsWithAt } from './markup-reader'
import { INCOMPLETE, type Incomplete, type InputWindow } from './parse-outcome'
import { decodeKeyEntities } from './xml-escape'

/** Index of the first `>` or `<` at or after `from`, or the window end. */
function tagEnd(window: InputWindow, from: number): number {
  let position = from
  while (position < window.end && window.source[position] !== '<' && window.source[position] !== '>') position++
  return position
}

/** `<name=call_subagent</name>` or `<name=call_subagent>`: the name runs to the next `<` or `>`. */
export function readAssignedName(window: InputWindow, valueStart: number): { name: string; next: number } | Incomplete {
  const { source, end } = window
  let position = tagEnd(window, valueStart)
  if (position >= end && !window.final) return INCOMPLETE
  const name = source.slice(valueStart, position).trim()
  if (source[position] === '>') position++
  const closing = startsWithAt(window, position, '</name>')
  if (closing === INCOMPLETE) return INCOMPLETE
  return { name, next: closing ? position + '</name>'.length : position }
}

/** `<parameter=key>`: the key runs to `>`; `&lt;`, `&gt;` and `&amp;` in it are decoded (see formatToolCall). */
export function readAssignedKey(
  window: InputWindow,
  valueStart: number,
): { key: string; next: number } | null | Incomplete {
  const close = tagEnd(window, valueStart)
  if (close >= window.end) return window.final ? null : INCOMPLETE
  if (window.source[close] !== '>') return null
  return { key: decodeKeyEntities(window.source.slice(valueStart, close).trim()), next: close + 1 }
}
