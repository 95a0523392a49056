import type { ColumnType } from '../../../shared/domain/data-table'

const integer = /^[+-]?\d+$/
const float = /^[+-]?(\d+\.?\d*|\.\d+)([eEdD][+-]?\d+)?$|^[+-]?(nan|inf|infinity)$/i
const booleans = new Set(['true', 'false', 't', 'f'])

/** The narrowest type every non-empty value of a column fits: integer, float, boolean, else string. */
export function inferColumnType(values: readonly string[]): ColumnType {
  let type: ColumnType | null = null
  for (const raw of values) {
    const value = raw.trim()
    if (value === '') continue
    const fits: ColumnType = integer.test(value)
      ? 'integer'
      : float.test(value)
        ? 'float'
        : booleans.has(value.toLowerCase())
          ? 'boolean'
          : 'string'
    if (type === null) type = fits
    else if (type !== fits) {
      if ((type === 'integer' && fits === 'float') || (type === 'float' && fits === 'integer')) type = 'float'
      else return 'string'
    }
  }
  return type ?? 'string'
}

/** `flux [mJy]` or `flux (mJy)` → name and unit, as spreadsheets and scripts often head their columns. */
export function splitUnit(header: string): { name: string; unit: string | null } {
  const match = header.trim().match(/^(.*\S)\s*[[(]([^\])]+)[\])]$/)
  return match?.[1] && match[2] ? { name: match[1], unit: match[2].trim() } : { name: header.trim(), unit: null }
}
