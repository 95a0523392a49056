/**
 * ADS query syntax → arXiv's `search_query` grammar (arxiv.org/help/api/user-manual §5.1): `field:term` with fields
 * ti, au, abs, co, jr, cat, rn, id, all and submittedDate:[YYYYMMDDTTTT TO YYYYMMDDTTTT], joined by AND, OR, ANDNOT
 * and parentheses. ADS filters arXiv cannot express (bibcode, doi, property, citations(…), …) are left out and listed.
 */
interface ArxivTranslation {
  /** Empty when nothing of the query can be asked of arXiv. */
  query: string
  /** Parts of the ADS query arXiv has no equivalent for. */
  dropped: string[]
}

/** Prefixes only arXiv uses: such a query was written for arXiv already and is passed through. */
const arxivOnlyFields = /(?:^|[\s(])(?:ti|au|co|jr|cat|rn|all|submittedDate):/

const fieldMap: Record<string, 'au' | 'ti' | 'abs' | 'all' | 'cat' | 'jr' | 'co' | 'id'> = {
  author: 'au',
  '^author': 'au',
  first_author: 'au',
  title: 'ti',
  abs: 'abs',
  abstract: 'abs',
  keyword: 'all',
  full: 'all',
  body: 'all',
  object: 'all',
  arxiv_class: 'cat',
  pub: 'jr',
  comment: 'co',
  arxiv: 'id',
}

type Token =
  | { kind: 'open' }
  | { kind: 'close' }
  | { kind: 'operator'; value: 'AND' | 'OR' | 'NOT' }
  | { kind: 'term'; field: string | null; value: string; negated: boolean; raw: string }

const tokenPattern =
  /\s*(?:(\()|(\))|\b(AND|OR|NOT)\b(?=\s|\()|(-)?((?:\^?[A-Za-z_]+):)?("[^"]*"|\[[^\]]*\]|[A-Za-z_]+\([^)]*\)|[^\s()"]+))/gy

function tokenize(query: string): Token[] {
  const tokens: Token[] = []
  tokenPattern.lastIndex = 0
  let match = tokenPattern.exec(query)
  while (match && match[0].trim() !== '') {
    const [raw, open, close, operator, minus, field, value] = match
    if (open) tokens.push({ kind: 'open' })
    else if (close) tokens.push({ kind: 'close' })
    else if (operator === 'AND' || operator === 'OR' || operator === 'NOT')
      tokens.push({ kind: 'operator', value: operator })
    else if (value !== undefined)
      tokens.push({
        kind: 'term',
        field: field ? field.slice(0, -1).toLowerCase() : null,
        value,
        negated: minus === '-',
        raw: raw.trim(),
      })
    match = tokenPattern.exec(query)
  }
  return tokens
}

const unquote = (value: string) => value.replace(/^"|"$/g, '').trim()

/** arXiv matches authors by surname: `Riess, A. G.` → `Riess`, a multi-word surname joined as arXiv writes it. */
function authorTerm(value: string): string {
  const surname = (unquote(value).split(',')[0] ?? '').trim()
  const words = surname.split(/\s+/).filter(Boolean)
  return words.length > 1 ? words.join('_') : (words[0] ?? '')
}

function phrase(value: string): string {
  const text = unquote(value)
  return /\s/.test(text) ? `"${text}"` : text
}

function yearRange(value: string): string | null {
  const match = /^(\d{4})(?:\s*[-–]\s*(\d{4})?)?$/.exec(
    unquote(value)
      .replace(/^\[|\]$/g, '')
      .replace(/\s+TO\s+/i, '-'),
  )
  if (!match?.[1]) return null
  const from = match[1]
  const to = match[2] ?? (unquote(value).includes('-') ? '2100' : from)
  return `submittedDate:[${from}01010000 TO ${to}12312359]`
}

/** One ADS term as an arXiv clause, or null when arXiv cannot express it. */
function translateTerm(field: string | null, value: string): string | null {
  if (field === null) return /^[A-Za-z_]+\(/.test(value) ? null : `all:${phrase(value)}`
  if (field === 'year' || field === 'pubdate') return yearRange(value)
  const arxivField = fieldMap[field]
  if (!arxivField) return null
  if (arxivField === 'au') {
    const surname = authorTerm(value)
    return surname ? `au:${surname}` : null
  }
  if (arxivField === 'id') return `id:${unquote(value).replace(/^arxiv:/i, '')}`
  return `${arxivField}:${phrase(value)}`
}

interface Clause {
  text: string
  negated: boolean
}

/** Joins clauses with their operators; a negated clause becomes ANDNOT, which arXiv allows only after a positive one. */
function join(clauses: { clause: Clause; operator: 'AND' | 'OR' }[]): string {
  const positive = clauses.filter(({ clause }) => !clause.negated)
  if (positive.length === 0) return ''
  const ordered = [...positive, ...clauses.filter(({ clause }) => clause.negated)]
  return ordered
    .map(({ clause, operator }, index) => {
      if (index === 0) return clause.text
      return `${clause.negated ? 'ANDNOT' : operator} ${clause.text}`
    })
    .join(' ')
}

function parseGroup(tokens: Token[], position: { index: number }, dropped: string[]): string {
  const clauses: { clause: Clause; operator: 'AND' | 'OR' }[] = []
  let operator: 'AND' | 'OR' = 'AND'
  let negateNext = false
  while (position.index < tokens.length) {
    const token = tokens[position.index]
    position.index += 1
    if (!token || token.kind === 'close') break
    if (token.kind === 'operator') {
      if (token.value === 'NOT') negateNext = true
      else operator = token.value
      continue
    }
    let text: string | null
    let negated = negateNext
    if (token.kind === 'open') {
      const inner = parseGroup(tokens, position, dropped)
      text = inner ? `(${inner})` : null
    } else {
      negated = negated || token.negated
      text = translateTerm(token.field, token.value)
      if (text === null) dropped.push(token.raw)
    }
    if (text) clauses.push({ clause: { text, negated }, operator })
    operator = 'AND'
    negateNext = false
  }
  return join(clauses)
}

export function toArxivSearchQuery(query: string): ArxivTranslation {
  const trimmed = query.trim()
  if (arxivOnlyFields.test(trimmed)) return { query: trimmed, dropped: [] }
  const dropped: string[] = []
  const translated = parseGroup(tokenize(trimmed), { index: 0 }, dropped)
  return { query: translated, dropped }
}
