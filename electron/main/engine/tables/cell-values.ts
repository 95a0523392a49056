import type { Cell, ColumnType } from '../../../shared/domain/data-table'

/** An integer as a cell: a number while a double holds it exactly, else its digits (64-bit ids stay exact). */
export function integerCell(value: bigint | number): Cell {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(value)
    : value.toString()
}

/** A float as a cell: NaN is null (the VOTable and FITS null), infinities keep their sign as text. */
export function floatCell(value: number): Cell {
  if (Number.isNaN(value)) return null
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity'
  return value
}

const trueWords = new Set(['t', 'true', '1', 'y', 'yes'])
const falseWords = new Set(['f', 'false', '0', 'n', 'no'])

/**
 * One written value (TABLEDATA, CSV, ECSV) as a cell of its column's type. Empty text, the column's null value and
 * text that is not a value of the type are null, except that unreadable text in a text column stays as it is.
 */
export function parseCell(text: string, type: ColumnType, nullValue: string | null = null): Cell {
  const trimmed = text.trim()
  if (trimmed === '' || (nullValue !== null && trimmed === nullValue.trim())) return null
  switch (type) {
    case 'integer': {
      if (/^[+-]?\d+$/.test(trimmed)) return integerCell(BigInt(trimmed))
      if (/^0x[0-9a-f]+$/i.test(trimmed)) return integerCell(BigInt(trimmed))
      const number = Number(trimmed)
      return Number.isFinite(number) ? number : null
    }
    case 'float': {
      const lower = trimmed.toLowerCase()
      if (lower === 'nan') return null
      if (/^[+]?inf(inity)?$/.test(lower)) return 'Infinity'
      if (/^-inf(inity)?$/.test(lower)) return '-Infinity'
      const number = Number(trimmed)
      return Number.isNaN(number) ? null : floatCell(number)
    }
    case 'boolean': {
      const lower = trimmed.toLowerCase()
      if (trueWords.has(lower)) return true
      if (falseWords.has(lower)) return false
      return null
    }
    case 'array':
      return trimmed.replace(/\s+/g, ' ')
    default:
      return text
  }
}
