/**
 * Makes truncated or trailing-garbage JSON parseable: keeps the first complete top-level value, or closes an open
 * string and the open brackets when the model stopped early. Returns undefined when nothing parses.
 */
export function parseLenientJson(text: string): { value: unknown; repaired: boolean } | undefined {
  try {
    return { value: JSON.parse(text), repaired: false }
  } catch {
    const candidate = balance(text)
    if (candidate === undefined) return undefined
    try {
      return { value: JSON.parse(candidate), repaired: true }
    } catch {
      return undefined
    }
  }
}

function balance(text: string): string | undefined {
  const start = text.search(/[{[]/)
  if (start === -1) return undefined
  const closers: string[] = []
  let inString = false
  let escaped = false
  for (let index = start; index < text.length; index++) {
    const character = text[index]
    if (inString) {
      if (escaped) escaped = false
      else if (character === '\\') escaped = true
      else if (character === '"') inString = false
      continue
    }
    if (character === '"') inString = true
    else if (character === '{') closers.push('}')
    else if (character === '[') closers.push(']')
    else if (character === '}' || character === ']') {
      closers.pop()
      if (closers.length === 0) return text.slice(start, index + 1)
    }
  }
  const tail = `${escaped ? '\\' : ''}${inString ? '"' : ''}`
  return text.slice(start).trimEnd() + tail + closers.reverse().join('')
}
