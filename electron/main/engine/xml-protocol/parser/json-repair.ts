/**
 * Makes truncated or trailing-garbage JSON parseable: keeps the first complete top-level value, or closes an open
 * string and the open brackets when the model stopped early. Returns undefined when nothing parses.
 */
interface LenientJson {
  value: unknown
  repaired: boolean
  /** Closers were appended: the text ended inside the value. */
  completed: boolean
}

export function parseLenientJson(text: string): LenientJson | undefined {
  try {
    return { value: JSON.parse(text), repaired: false, completed: false }
  } catch {
    const candidate = balance(text)
    if (candidate === undefined) return undefined
    try {
      return { value: JSON.parse(candidate.text), repaired: true, completed: candidate.completed }
    } catch {
      return undefined
    }
  }
}

function balance(text: string): { text: string; completed: boolean } | undefined {
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
      if (closers.length === 0) return { text: text.slice(start, index + 1), completed: false }
    }
  }
  const tail = `${escaped ? '\\' : ''}${inString ? '"' : ''}`
  return { text: text.slice(start).trimEnd() + tail + closers.reverse().join(''), completed: true }
}

/**
 * Cuts text holding several top-level JSON objects or arrays (`{…} {…}`) into one piece per value; a value the text
 * ends inside is the last piece. Text after the last value that is not JSON is returned as `rest`.
 */
export function splitJsonValues(text: string): { pieces: string[]; rest: string } {
  const pieces: string[] = []
  let position = 0
  for (;;) {
    while (position < text.length && /\s/.test(text.charAt(position))) position++
    const opening = text.charAt(position)
    if (opening !== '{' && opening !== '[') return { pieces, rest: text.slice(position) }
    const end = valueEnd(text, position)
    pieces.push(text.slice(position, end))
    position = end
  }
}

function valueEnd(text: string, start: number): number {
  let depth = 0
  let inString = false
  let escaped = false
  for (let index = start; index < text.length; index++) {
    const character = text.charAt(index)
    if (inString) {
      if (escaped) escaped = false
      else if (character === '\\') escaped = true
      else if (character === '"') inString = false
    } else if (character === '"') inString = true
    else if (character === '{' || character === '[') depth++
    else if ((character === '}' || character === ']') && --depth === 0) return index + 1
  }
  return text.length
}
