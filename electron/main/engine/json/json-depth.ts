/**
 * Tool-call arguments nested deeper than this are refused before anything walks them: JSON.stringify, key sorting
 * and schema checks recurse, and a hostile model can nest far past the stack (issue 13). No tool takes more than a
 * few levels.
 */
const MAX_ARGUMENT_DEPTH = 64

export const DEEP_ARGUMENTS_ERROR =
  `The arguments are nested more than ${MAX_ARGUMENT_DEPTH} levels deep, so the call was not run. ` +
  'Send flatter arguments: no tool takes more than a few levels of nesting.'

/** Whether JSON text opens more than `limit` brackets at once; brackets inside strings do not count. Linear. */
export function jsonTextTooDeep(text: string, limit = MAX_ARGUMENT_DEPTH): boolean {
  let depth = 0
  let inString = false
  let escaped = false
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (escaped) escaped = false
      else if (code === 92) escaped = true
      else if (code === 34) inString = false
    } else if (code === 34) inString = true
    else if (code === 123 || code === 91) {
      if (++depth > limit) return true
    } else if (code === 125 || code === 93) depth = Math.max(0, depth - 1)
  }
  return false
}

/**
 * Whether a parsed value nests more than `limit` objects or arrays, walked without recursion. A string that holds
 * JSON (`[` or `{` first, as XML parameters carry arrays and objects) is measured as the value it will become.
 */
export function valueTooDeep(value: unknown, limit = MAX_ARGUMENT_DEPTH): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }]
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { value: current, depth } = item
    if (typeof current === 'string') {
      const first = current.trimStart().charAt(0)
      if ((first === '[' || first === '{') && jsonTextTooDeep(current, limit - depth)) return true
      continue
    }
    if (typeof current !== 'object' || current === null) continue
    if (depth + 1 > limit) return true
    for (const child of Object.values(current)) pending.push({ value: child, depth: depth + 1 })
  }
  return false
}
