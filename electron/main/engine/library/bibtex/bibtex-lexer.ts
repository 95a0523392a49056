/** Longest field an entry may expand to: several times the longest real abstract, far below a memory bomb. */
export const MAX_BIBTEX_FIELD_CHARS = 20_000
/** How much longer than the file itself all its expanded fields and @string values may be together. */
export const MAX_BIBTEX_MACRO_GROWTH_CHARS = 250_000

export interface BibtexExpansionLimits {
  maxFieldChars: number
  maxMacroGrowthChars: number
}

/** One entry as written: its fields as TeX (macros expanded, the value between its delimiters), by lower-case name. */
export interface LexedEntry {
  type: string
  key: string
  line: number
  fields: Map<string, string>
}

export interface LexedBibtex {
  entries: LexedEntry[]
  errors: string[]
}

const IDENTIFIER = /[^\s"#%,={}()]+/y
const KEY = /[^\s,{}()=]+/y
const BLOCK_START = /@[ \t]*([A-Za-z][\w-]*)\s*([{(])/y
/** A line that opens a new entry: where an unterminated value or entry of the one before is cut off. */
const ENTRY_LINE = /[ \t]*@[ \t]*[A-Za-z][\w-]*[ \t]*[{(]/y

class SyntaxProblem extends Error {
  constructor(
    message: string,
    /** Where reading may resume: the line of the next entry, or past the problem. */
    readonly resumeAt: number,
  ) {
    super(message)
  }
}

/** A macro's value, or its length alone when it is over the field limit (kept only to refuse what uses it). */
type Macro = { text: string } | { tooLong: true }

class Lexer {
  position = 0
  private readonly lineStarts: number[] = [0]
  readonly macros = new Map<string, Macro>()

  constructor(
    readonly text: string,
    private readonly maxFieldChars: number,
  ) {
    for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) {
      this.lineStarts.push(index + 1)
    }
  }

  lineAt(position: number): number {
    let low = 0
    let high = this.lineStarts.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if ((this.lineStarts[middle] ?? 0) <= position) low = middle
      else high = middle - 1
    }
    return low + 1
  }

  /** Whitespace and `%` comments between tokens. */
  skipSpace(): void {
    const { text } = this
    while (this.position < text.length) {
      const char = text.charCodeAt(this.position)
      if (char === 37 /* % */) {
        const end = text.indexOf('\n', this.position)
        this.position = end === -1 ? text.length : end
      } else if (char === 32 || (char >= 9 && char <= 13)) this.position++
      else return
    }
  }

  peek(): string {
    return this.text[this.position] ?? ''
  }

  private sticky(pattern: RegExp): string | undefined {
    pattern.lastIndex = this.position
    const match = pattern.exec(this.text)
    if (!match) return undefined
    this.position = pattern.lastIndex
    return match[0]
  }

  identifier = () => this.sticky(IDENTIFIER)
  key = () => this.sticky(KEY)

  opensEntry(position: number): boolean {
    ENTRY_LINE.lastIndex = position
    return ENTRY_LINE.test(this.text)
  }

  /** The text of a `{…}` or `"…"` value, without its delimiters; cut off at the next entry's line when unterminated. */
  delimited(field: string): string {
    const { text } = this
    const open = this.position
    const quoted = text[open] === '"'
    let depth = quoted ? 0 : 1
    for (let index = open + 1; index < text.length; index++) {
      const char = text.charCodeAt(index)
      if (char === 123 /* { */) depth++
      else if (char === 125 /* } */) {
        depth--
        if (!quoted && depth === 0) {
          this.position = index + 1
          return text.slice(open + 1, index)
        }
        if (depth < 0) depth = 0
      } else if (quoted && char === 34 /* " */ && depth === 0) {
        this.position = index + 1
        return text.slice(open + 1, index)
      } else if (char === 10 && this.opensEntry(index + 1)) {
        throw new SyntaxProblem(`the value of ${field} is never closed (unbalanced braces or quotes)`, index + 1)
      }
    }
    throw new SyntaxProblem(`the value of ${field} is never closed (unbalanced braces or quotes)`, text.length)
  }

  /** `part # part # …`, expanded; undefined when it would pass the field limit (nothing that long is ever built). */
  value(field: string): string | undefined {
    const parts: string[] = []
    let length = 0
    let tooLong = false
    for (;;) {
      this.skipSpace()
      const char = this.peek()
      let part: string | undefined
      if (char === '{' || char === '"') part = this.delimited(field)
      else {
        const name = this.identifier()
        if (name === undefined) throw new SyntaxProblem(`${field} has no value`, this.position)
        const macro = this.macros.get(name.toLowerCase())
        // A number, or a macro the file does not define (BibTeX's months, `jan`): as written.
        if (macro === undefined) part = name
        else if ('tooLong' in macro) tooLong = true
        else part = macro.text
      }
      if (part !== undefined && !tooLong) {
        length += part.length
        if (length > this.maxFieldChars) tooLong = true
        else parts.push(part)
      }
      this.skipSpace()
      if (this.peek() !== '#') return tooLong ? undefined : parts.join('')
      this.position++
    }
  }
}

interface Block {
  type: string
  key: string
  start: number
  fields: { name: string; value: string | undefined }[]
}

function assignments(lexer: Lexer, close: string): Block['fields'] {
  const fields: Block['fields'] = []
  for (;;) {
    lexer.skipSpace()
    if (lexer.peek() === close) {
      lexer.position++
      return fields
    }
    if (lexer.position >= lexer.text.length) {
      throw new SyntaxProblem(`it is never closed with "${close}"`, lexer.text.length)
    }
    const at = lexer.position
    const name = lexer.identifier()
    lexer.skipSpace()
    if (name === undefined || lexer.peek() !== '=') {
      const resume = nextEntryLine(lexer, at)
      throw new SyntaxProblem(`expected "field = value" at line ${lexer.lineAt(at)}`, resume)
    }
    lexer.position++
    const field = name.toLowerCase()
    fields.push({ name: field, value: lexer.value(field) })
    lexer.skipSpace()
    if (lexer.peek() === ',') lexer.position++
    else if (lexer.peek() !== close) {
      const resume = nextEntryLine(lexer, lexer.position)
      throw new SyntaxProblem(
        `expected "," or "${close}" after ${field} at line ${lexer.lineAt(lexer.position)}`,
        resume,
      )
    }
  }
}

/** The start of the next line that opens an entry, from `from` on (the end of the text when none does). */
function nextEntryLine(lexer: Lexer, from: number): number {
  for (let index = lexer.text.indexOf('\n', from); index !== -1; index = lexer.text.indexOf('\n', index + 1)) {
    if (lexer.opensEntry(index + 1)) return index + 1
  }
  return lexer.text.length
}

/** Skips a `@comment{…}` or `@preamble{…}` block: its braces balanced, or to the next entry's line. */
function skipBlock(lexer: Lexer, close: string): void {
  if (close === '}') {
    lexer.position--
    try {
      lexer.delimited('@comment')
    } catch (problem) {
      if (problem instanceof SyntaxProblem) lexer.position = problem.resumeAt
      else throw problem
    }
    return
  }
  const end = lexer.text.indexOf(')', lexer.position)
  lexer.position = end === -1 ? lexer.text.length : end + 1
}

/**
 * Reads a .bib file in one pass, in time linear in its length: entries with their fields as TeX, `@string` macros
 * expanded within the limits (a few hundred bytes of nested macros could otherwise expand to gigabytes: the block
 * that would pass them is refused, and nothing that long is ever built), each problem reported with its line. An
 * entry whose braces or quotes never close ends at the next line that opens an entry; the rest of the file is read.
 */
export function lexBibtex(
  text: string,
  limits: BibtexExpansionLimits = {
    maxFieldChars: MAX_BIBTEX_FIELD_CHARS,
    maxMacroGrowthChars: MAX_BIBTEX_MACRO_GROWTH_CHARS,
  },
): LexedBibtex {
  const lexer = new Lexer(text, limits.maxFieldChars)
  const entries: LexedEntry[] = []
  const errors: string[] = []
  const budget = text.length + limits.maxMacroGrowthChars
  let expanded = 0
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', Math.max(lexer.position, at + 1))) {
    BLOCK_START.lastIndex = at
    const match = BLOCK_START.exec(text)
    if (!match) continue
    const type = (match[1] ?? '').toLowerCase()
    const close = match[2] === '(' ? ')' : '}'
    lexer.position = BLOCK_START.lastIndex
    if (type === 'comment' || type === 'preamble') {
      skipBlock(lexer, close)
      continue
    }
    const line = lexer.lineAt(at)
    let key = ''
    try {
      if (type !== 'string') {
        lexer.skipSpace()
        key = lexer.key() ?? ''
        lexer.skipSpace()
        if (lexer.peek() === ',') lexer.position++
      }
      const block: Block = { type, key, start: at, fields: assignments(lexer, close) }
      const refusal = refusalOf(block, limits, expanded, budget)
      if (type === 'string') {
        for (const field of block.fields) {
          lexer.macros.set(field.name, field.value === undefined || refusal ? { tooLong: true } : { text: field.value })
        }
      }
      if (refusal) {
        errors.push(
          type === 'string'
            ? `@string ${block.fields.map((field) => field.name).join(', ')} (line ${line}): ${refusal}; it was ignored.`
            : `Entry ${key || '(no key)'} (line ${line}): ${refusal}; it was skipped.`,
        )
        continue
      }
      expanded += block.fields.reduce((sum, field) => sum + (field.value?.length ?? 0), 0)
      if (type === 'string') continue
      if (!key) {
        errors.push(`Line ${line}: An @${type} entry has no cite key and was skipped.`)
        continue
      }
      entries.push({ type, key, line, fields: new Map(block.fields.map((field) => [field.name, field.value ?? ''])) })
    } catch (problem) {
      if (!(problem instanceof SyntaxProblem)) throw problem
      const what = type === 'string' ? '@string' : `Entry ${key || '(no key)'}`
      errors.push(`Line ${line}: ${what} could not be read: ${problem.message}; it was skipped.`)
      lexer.position = Math.max(problem.resumeAt, at + 1)
    }
  }
  return { entries, errors }
}

function refusalOf(block: Block, limits: BibtexExpansionLimits, expanded: number, budget: number): string | null {
  const oversized = block.fields.find((field) => field.value === undefined)
  if (oversized) return `${oversized.name} expands to more than ${limits.maxFieldChars.toLocaleString('en')} characters`
  const size = block.fields.reduce((sum, field) => sum + (field.value?.length ?? 0), 0)
  if (expanded + size > budget) {
    return `the file's @string macros expand to more than ${limits.maxMacroGrowthChars.toLocaleString('en')} characters beyond its own length`
  }
  return null
}
