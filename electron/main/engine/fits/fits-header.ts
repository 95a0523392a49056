type CardValue = string | number | boolean | null

interface FitsCard {
  key: string
  value: CardValue
  comment: string
}

/** A header's cards in order, with the values of the keyword cards by name (the first of each wins). */
export class FitsHeader {
  private readonly byKey = new Map<string, CardValue>()

  constructor(readonly cards: readonly FitsCard[]) {
    for (const card of cards) if (card.key && !this.byKey.has(card.key)) this.byKey.set(card.key, card.value)
  }

  has(key: string): boolean {
    return this.byKey.has(key)
  }

  value(key: string): CardValue | undefined {
    return this.byKey.get(key)
  }

  number(key: string): number | undefined {
    const value = this.byKey.get(key)
    return typeof value === 'number' ? value : undefined
  }

  integer(key: string, fallback?: number): number {
    const value = this.number(key)
    if (value !== undefined && Number.isInteger(value)) return value
    if (fallback !== undefined) return fallback
    throw new FitsError(`The header has no integer ${key}.`)
  }

  string(key: string): string | undefined {
    const value = this.byKey.get(key)
    return typeof value === 'string' ? value : undefined
  }

  /** A value to search by, as any reader of the header would write it. */
  text(key: string): string {
    const value = this.byKey.get(key)
    return value === undefined || value === null ? '' : String(value)
  }
}

export class FitsError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'FitsError'
  }
}

export const BLOCK = 2880
const CARD = 80

const latin1 = new TextDecoder('latin1')

function parseValue(text: string): { value: CardValue; comment: string } {
  const trimmed = text.trimStart()
  if (trimmed.startsWith("'")) {
    let value = ''
    let index = 1
    while (index < trimmed.length) {
      const char = trimmed[index]
      if (char === "'") {
        if (trimmed[index + 1] === "'") {
          value += "'"
          index += 2
          continue
        }
        break
      }
      value += char
      index += 1
    }
    const rest = trimmed.slice(index + 1)
    const slash = rest.indexOf('/')
    return { value: value.trimEnd(), comment: slash === -1 ? '' : rest.slice(slash + 1).trim() }
  }
  const slash = trimmed.indexOf('/')
  const raw = (slash === -1 ? trimmed : trimmed.slice(0, slash)).trim()
  const comment = slash === -1 ? '' : trimmed.slice(slash + 1).trim()
  if (raw === '') return { value: null, comment }
  if (raw === 'T') return { value: true, comment }
  if (raw === 'F') return { value: false, comment }
  const number = Number(raw.replace(/[dD]/, 'e'))
  return { value: Number.isNaN(number) ? raw : number, comment }
}

/** One 80-character card: keyword, value (after `= `, or a HIERARCH key's `=`), comment. */
function parseCard(card: string): FitsCard {
  if (card.startsWith('HIERARCH ')) {
    const equals = card.indexOf('=')
    if (equals > 0) {
      return { key: card.slice(9, equals).trim(), ...parseValue(card.slice(equals + 1)) }
    }
  }
  const key = card.slice(0, 8).trim()
  if (card.slice(8, 10) === '= ') return { key, ...parseValue(card.slice(10)) }
  return { key, value: null, comment: card.slice(8).trimEnd() }
}

/** The header starting at `offset`: its cards up to END, and where its data begins (the next 2880-byte block). */
export function readHeader(bytes: Uint8Array, offset: number): { header: FitsHeader; dataOffset: number } {
  const cards: FitsCard[] = []
  let position = offset
  for (;;) {
    if (position + BLOCK > bytes.byteLength) throw new FitsError('The file ends inside a header (no END card).')
    const block = latin1.decode(bytes.subarray(position, position + BLOCK))
    position += BLOCK
    for (let start = 0; start < BLOCK; start += CARD) {
      const card = block.slice(start, start + CARD)
      if (card.startsWith('END') && card.slice(3).trim() === '')
        return { header: new FitsHeader(cards), dataOffset: position }
      const parsed = parseCard(card)
      if (parsed.key === 'CONTINUE' && typeof parsed.comment === 'string') {
        const previous = cards.at(-1)
        const continued = parseValue(card.slice(8))
        if (previous && typeof previous.value === 'string' && typeof continued.value === 'string') {
          previous.value = previous.value.replace(/&$/, '') + continued.value
          continue
        }
      }
      if (parsed.key !== '' || parsed.comment.trim() !== '') cards.push(parsed)
    }
  }
}
