/** Longest field an entry may expand to: several times the longest real abstract, far below a memory bomb. */
export const MAX_BIBTEX_FIELD_CHARS = 20_000
/**
 * How much longer than the file itself all its expanded fields and @string values may be together: room for
 * journal-name macros reused by every entry, while the parser (about 1 s per 100,000 characters) stays quick.
 */
export const MAX_BIBTEX_MACRO_GROWTH_CHARS = 250_000

export interface BibtexExpansionLimits {
  maxFieldChars: number
  maxMacroGrowthChars: number
}

export interface GuardedBibtex {
  /** The text with refused blocks blanked out (newlines kept, so the parser's line numbers still hold). */
  text: string
  errors: string[]
}

interface Block {
  type: string
  start: number
  end: number
  key: string
  /** Expanded length of each field (or of each @string definition), capped just above the field limit. */
  fields: { name: string; length: number }[]
}

const IDENTIFIER = /[^\s"#%'(),={}]+/y
const BLOCK_TYPE = /@\s*([A-Za-z]+)\s*([{(])/y

class Scanner {
  position = 0
  constructor(readonly text: string) {}

  skipSpace(): void {
    while (this.position < this.text.length && /\s/.test(this.text[this.position] ?? '')) this.position++
  }

  peek(): string {
    return this.text[this.position] ?? ''
  }

  identifier(): string | undefined {
    IDENTIFIER.lastIndex = this.position
    const match = IDENTIFIER.exec(this.text)
    if (!match) return undefined
    this.position = IDENTIFIER.lastIndex
    return match[0]
  }
}

function braced(scanner: Scanner): number | undefined {
  const start = scanner.position + 1
  let depth = 0
  for (let index = scanner.position; index < scanner.text.length; index++) {
    const char = scanner.text[index]
    if (char === '{') depth++
    else if (char === '}' && --depth === 0) {
      scanner.position = index + 1
      return index - start
    }
  }
  return undefined
}

function quoted(scanner: Scanner): number | undefined {
  const start = scanner.position + 1
  let depth = 0
  for (let index = start; index < scanner.text.length; index++) {
    const char = scanner.text[index]
    if (char === '{') depth++
    else if (char === '}') depth = Math.max(0, depth - 1)
    else if (char === '"' && depth === 0) {
      scanner.position = index + 1
      return index - start
    }
  }
  return undefined
}

/** One `part # part # …` value; its length with macros expanded, capped at `cap`. */
function value(scanner: Scanner, macros: Map<string, number>, cap: number): number | undefined {
  let length = 0
  for (;;) {
    scanner.skipSpace()
    const char = scanner.peek()
    let part: number | undefined
    if (char === '{') part = braced(scanner)
    else if (char === '"') part = quoted(scanner)
    else {
      const name = scanner.identifier()
      part = name === undefined ? undefined : (macros.get(name.toLowerCase()) ?? name.length)
    }
    if (part === undefined) return undefined
    length = Math.min(cap, length + part)
    scanner.skipSpace()
    if (scanner.peek() !== '#') return length
    scanner.position++
  }
}

/** Reads `name = value, …` up to the block's closing bracket. */
function assignments(
  scanner: Scanner,
  close: string,
  macros: Map<string, number>,
  cap: number,
): Block['fields'] | undefined {
  const fields: Block['fields'] = []
  for (;;) {
    scanner.skipSpace()
    if (scanner.peek() === close) {
      scanner.position++
      return fields
    }
    const name = scanner.identifier()
    scanner.skipSpace()
    if (name === undefined || scanner.peek() !== '=') return undefined
    scanner.position++
    const length = value(scanner, macros, cap)
    if (length === undefined) return undefined
    fields.push({ name: name.toLowerCase(), length })
    scanner.skipSpace()
    if (scanner.peek() === ',') scanner.position++
    else if (scanner.peek() !== close) return undefined
  }
}

function readBlock(scanner: Scanner, macros: Map<string, number>, cap: number): Block | undefined {
  const start = scanner.position
  BLOCK_TYPE.lastIndex = start
  const match = BLOCK_TYPE.exec(scanner.text)
  if (!match) return undefined
  const type = (match[1] ?? '').toLowerCase()
  const close = match[2] === '(' ? ')' : '}'
  scanner.position = BLOCK_TYPE.lastIndex
  if (type === 'comment' || type === 'preamble') return undefined
  let key = ''
  if (type !== 'string') {
    scanner.skipSpace()
    key = scanner.identifier() ?? ''
    scanner.skipSpace()
    if (scanner.peek() === ',') scanner.position++
  }
  const fields = assignments(scanner, close, macros, cap)
  if (!fields) return undefined
  return { type, start, end: scanner.position, key, fields }
}

/** The text with each refused block's characters, newlines apart, turned to spaces. */
function blankOut(text: string, blocks: Block[]): string {
  const pieces: string[] = []
  let from = 0
  for (const block of blocks) {
    pieces.push(text.slice(from, block.start), text.slice(block.start, block.end).replace(/[^\n]/g, ' '))
    from = block.end
  }
  pieces.push(text.slice(from))
  return pieces.join('')
}

/**
 * Measures what every field and @string would expand to before the parser expands anything, and blanks out the
 * blocks that would pass the limits (a few hundred bytes of nested @string macros can otherwise expand to gigabytes).
 * Blocks this scanner cannot read are left for the parser to report.
 */
export function guardBibtexExpansion(
  text: string,
  limits: BibtexExpansionLimits = {
    maxFieldChars: MAX_BIBTEX_FIELD_CHARS,
    maxMacroGrowthChars: MAX_BIBTEX_MACRO_GROWTH_CHARS,
  },
): GuardedBibtex {
  const cap = limits.maxFieldChars + 1
  const macros = new Map<string, number>()
  const refused: { block: Block; reason: string }[] = []
  const scanner = new Scanner(text)
  const budget = text.length + limits.maxMacroGrowthChars
  let expanded = 0
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', Math.max(scanner.position, at + 1))) {
    scanner.position = at
    const block = readBlock(scanner, macros, cap)
    if (!block) continue
    const size = block.fields.reduce((sum, field) => sum + field.length, 0)
    const oversized = block.fields.find((field) => field.length > limits.maxFieldChars)
    if (block.type === 'string') {
      for (const field of block.fields) macros.set(field.name, field.length)
    }
    if (oversized) {
      refused.push({
        block,
        reason: `${oversized.name} expands to more than ${limits.maxFieldChars.toLocaleString('en')} characters`,
      })
    } else if (expanded + size > budget) {
      refused.push({
        block,
        reason: `the file's @string macros expand to more than ${limits.maxMacroGrowthChars.toLocaleString('en')} characters beyond its own length`,
      })
    } else {
      expanded += size
    }
  }
  const errors: string[] = []
  let line = 1
  let counted = 0
  for (const { block, reason } of refused) {
    for (
      let index = text.indexOf('\n', counted);
      index !== -1 && index < block.start;
      index = text.indexOf('\n', index + 1)
    ) {
      line++
      counted = index + 1
    }
    errors.push(
      block.type === 'string'
        ? `@string ${block.fields.map((field) => field.name).join(', ')} (line ${line}): ${reason}; it was ignored.`
        : `Entry ${block.key || '(no key)'} (line ${line}): ${reason}; it was skipped.`,
    )
  }
  return {
    text: blankOut(
      text,
      refused.map(({ block }) => block),
    ),
    errors,
  }
}
