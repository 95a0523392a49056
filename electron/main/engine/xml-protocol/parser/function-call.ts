import { readCallElements } from './call-elements'
import type { CallReadAt } from './call-read'
import { readJsonArguments } from './hermes-json'
import type { KnownTools } from './known-tools'
import { skipWhitespace } from './markup-reader'
import { INCOMPLETE, type Incomplete, type InputWindow } from './parse-outcome'

export const FUNCTION_OPEN = '<function='
const FUNCTION_CLOSE = '</function>'

/** `<function=name>` then `<parameter=key>value</parameter>`… or `{json}`, until `</function>`. */
export function readFunctionCall(window: InputWindow, at: number, knownTools: KnownTools): CallReadAt | Incomplete {
  const { source, end } = window
  const nameStart = at + FUNCTION_OPEN.length
  let position = nameStart
  while (position < end && source[position] !== '>' && source[position] !== '<') position++
  if (position >= end && !window.final) return INCOMPLETE
  const name = source.slice(nameStart, position).trim()
  const warnings: string[] = []
  if (source[position] === '>') position++
  else warnings.push(`<function=${name} had no closing ">"; it was added`)
  const bodyStart = skipWhitespace(source, position, end)
  if (bodyStart >= end && !window.final) return INCOMPLETE
  if (source[bodyStart] === '{') {
    const close = source.indexOf(FUNCTION_CLOSE, bodyStart)
    const closed = close !== -1 && close + FUNCTION_CLOSE.length <= end
    if (!closed && !window.final) return INCOMPLETE
    const json = readJsonArguments(source.slice(bodyStart, closed ? close : end))
    const next = closed ? close + FUNCTION_CLOSE.length : end
    if (json === undefined || 'error' in json) {
      const error = json?.error ?? `the JSON arguments of ${name} are not a valid JSON object`
      return { reads: [{ ok: false, error }], closed, next }
    }
    const cutOff = json.completed ? 'the JSON arguments' : undefined
    return { reads: [{ ok: true, name, params: json.params, warnings, dialect: 'function-tag', cutOff }], closed, next }
  }
  const elements = readCallElements(window, position, { kind: 'tag', closingTag: FUNCTION_CLOSE, knownTools })
  if (elements === INCOMPLETE) return INCOMPLETE
  if (name === '')
    return {
      reads: [{ ok: false, error: '<function=…> has no function name' }],
      closed: elements.closed,
      next: elements.next,
    }
  return {
    reads: [
      {
        ok: true,
        name,
        params: elements.params,
        warnings: [...warnings, ...elements.warnings],
        dialect: 'function-tag',
        cutOff: elements.cutOff,
      },
    ],
    closed: elements.closed,
    next: elements.next,
  }
}
