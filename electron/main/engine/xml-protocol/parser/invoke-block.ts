import type { CallRead, CallReadAt } from './call-read'
import { startsWithAt } from './markup-reader'
import { readParameterValue } from './parameter-value'
import { INCOMPLETE, type Incomplete, type InputWindow } from './parse-outcome'
import { createParams } from './types'

export const FUNCTION_CALLS_OPEN = '<function_calls>'
const FUNCTION_CALLS_CLOSE = '</function_calls>'
const INVOKE_CLOSE = '</invoke>'
/** `<invoke name="…">` / `<parameter name="…">`; looked for only within this many characters of the `<`. */
const NAMED_TAG = /^<(invoke|parameter)\s+name\s*=\s*"([^"<>]*)"\s*>/
const NAMED_TAG_MAX = 300
const INVOKE_HINT = 'Write <invoke name="TOOL"><parameter name="PARAM">value</parameter></invoke>.'

function namedTagAt(window: InputWindow, at: number): { tag: string; name: string; end: number } | null | Incomplete {
  const text = window.source.slice(at, Math.min(window.end, at + NAMED_TAG_MAX))
  const match = NAMED_TAG.exec(text)
  if (match === null) return !window.final && text.length < NAMED_TAG_MAX && !text.includes('>') ? INCOMPLETE : null
  return { tag: match[1] ?? '', name: match[2] ?? '', end: at + (match[0] ?? '').length }
}

/**
 * `<function_calls><invoke name="tool"><parameter name="key">value</parameter></invoke>…</function_calls>`: one
 * call per `<invoke>`; a block or an invoke left open at the end of the output is read up to there.
 */
export function readInvokeBlock(window: InputWindow, at: number): CallReadAt | Incomplete {
  const { source } = window
  const reads: CallRead[] = []
  const exhaustedFrom = new Map<string, number>()
  let current: { name: string; params: Record<string, string>; warnings: string[]; cutOff?: string } | undefined
  let invokeLimit: number | undefined
  let position = at + FUNCTION_CALLS_OPEN.length
  const finishInvoke = (closed: boolean) => {
    // The limit is where this invoke's `</invoke>` was seen; a parameter after it belongs to no invoke.
    invokeLimit = undefined
    if (current === undefined) return
    if (!closed) current.warnings.push('a missing </invoke> was added')
    if (current.name.trim() === '') reads.push({ ok: false, error: `<invoke name=""> names no tool. ${INVOKE_HINT}` })
    else reads.push({ ok: true, ...current, name: current.name.trim(), dialect: 'function-calls' })
    current = undefined
  }
  const result = (closed: boolean, next: number): CallReadAt => {
    finishInvoke(false)
    if (reads.length === 0) reads.push({ ok: false, error: `<function_calls> held no <invoke>. ${INVOKE_HINT}` })
    return { reads, closed, next }
  }
  for (;;) {
    const lessThan = source.indexOf('<', position)
    if (lessThan === -1 || lessThan >= window.end) {
      if (!window.final) return INCOMPLETE
      return result(false, window.end)
    }
    const blockClose = startsWithAt(window, lessThan, FUNCTION_CALLS_CLOSE)
    const invokeClose = startsWithAt(window, lessThan, INVOKE_CLOSE)
    if (blockClose === INCOMPLETE || invokeClose === INCOMPLETE) return INCOMPLETE
    if (blockClose) return result(true, lessThan + FUNCTION_CALLS_CLOSE.length)
    if (invokeClose) {
      finishInvoke(true)
      position = lessThan + INVOKE_CLOSE.length
      continue
    }
    const named = namedTagAt(window, lessThan)
    if (named === INCOMPLETE) return INCOMPLETE
    if (named === null) {
      position = lessThan + 1
      continue
    }
    if (named.tag === 'invoke') {
      finishInvoke(false)
      current = { name: named.name, params: createParams(), warnings: [] }
      const close = source.indexOf(INVOKE_CLOSE, named.end)
      invokeLimit = close === -1 || close >= window.end ? undefined : close
      position = named.end
      continue
    }
    const value = readParameterValue(window, named.end, named.name, '</parameter>', {
      limit: invokeLimit,
      exhaustedFrom,
    })
    if (value === INCOMPLETE) return INCOMPLETE
    if (current !== undefined) {
      current.params[named.name] = value.value
      current.warnings.push(...value.warnings)
      if (value.unterminated) current.cutOff ??= `<parameter name="${named.name}">`
    }
    position = Math.max(value.next, named.end)
  }
}
