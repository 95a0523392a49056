import { INCOMPLETE, type Incomplete, type InputWindow } from './parse-outcome'

export type TagToken =
  | { kind: 'open'; name: string; end: number } /* <name> */
  | { kind: 'close'; name: string; end: number } /* </name> */
  | { kind: 'assign'; name: string; valueStart: number } /* <name=value…  (the `=` dialects) */

function isNameStart(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95
}

function isNameChar(code: number): boolean {
  return isNameStart(code) || (code >= 48 && code <= 57) || code === 45 || code === 46 || code === 58
}

function isWhitespace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9
}

export function skipWhitespace(source: string, from: number, end: number): number {
  let position = from
  while (position < end && isWhitespace(source.charCodeAt(position))) position++
  return position
}

/** Does `literal` start at `at`? INCOMPLETE when the window ends inside a prefix of it and more text may come. */
export function startsWithAt(window: InputWindow, at: number, literal: string): boolean | Incomplete {
  const available = window.end - at
  if (available >= literal.length) return window.source.startsWith(literal, at)
  if (window.final) return false
  return literal.startsWith(window.source.slice(at, window.end)) ? INCOMPLETE : false
}

/** Reads the tag starting at the `<` at `at`; null when it is not a simple tag (then it is text). */
export function readTag(window: InputWindow, at: number): TagToken | null | Incomplete {
  const { source, end } = window
  let position = at + 1
  const closing = position < end && source.charCodeAt(position) === 47
  if (closing) position++
  if (position >= end) return window.final ? null : INCOMPLETE
  if (!isNameStart(source.charCodeAt(position))) return null
  const nameStart = position
  while (position < end && isNameChar(source.charCodeAt(position))) position++
  const name = source.slice(nameStart, position)
  if (!closing && position < end && source.charCodeAt(position) === 61) {
    return { kind: 'assign', name, valueStart: position + 1 }
  }
  position = skipWhitespace(source, position, end)
  if (position >= end) return window.final ? null : INCOMPLETE
  if (source.charCodeAt(position) !== 62) return null
  return { kind: closing ? 'close' : 'open', name, end: position + 1 }
}
