import type { Cell, ColumnType, DataTable } from '../../../shared/domain/data-table'
import { floatCell } from '../tables/cell-values'
import { binaryColumns, cellElements, decodeElements, type FitsColumn } from './fits-columns'
import type { Hdu } from './fits-file'
import { FitsError } from './fits-header'

/** Vector cells show their first elements; the rest is counted. */
const SHOWN_ELEMENTS = 50

function typeOf(column: FitsColumn): ColumnType {
  if (column.type === 'A') return 'string'
  if (column.variable || (column.repeat !== 1 && column.type !== 'X')) return 'array'
  if (column.type === 'L') return 'boolean'
  if (column.type === 'X') return column.repeat === 1 ? 'boolean' : 'array'
  if (column.type === 'E' || column.type === 'D' || column.scale !== 1 || !Number.isInteger(column.zero)) return 'float'
  if (column.type === 'C' || column.type === 'M') return 'string'
  return 'integer'
}

function cellOf(values: (number | boolean | string | null)[], type: ColumnType): Cell {
  if (type === 'array') {
    if (values.length === 0) return null
    const shown = values.slice(0, SHOWN_ELEMENTS).map((value) => (value === null ? 'null' : String(value)))
    return values.length > SHOWN_ELEMENTS ? `${shown.join(' ')} … (${values.length} values)` : shown.join(' ')
  }
  const value = values[0] ?? null
  if (type === 'boolean' && typeof value === 'number') return value === 1
  if (typeof value === 'string') return value === '' && type === 'string' ? null : value
  if (typeof value === 'number' && type === 'float') return floatCell(value)
  return value
}

/** A binary table HDU as a table: typed columns with TUNIT units, the first `limit` rows. */
export function readFitsTable(hdu: Hdu, limit: number): DataTable {
  if (hdu.kind !== 'binary-table') throw new FitsError(`HDU ${hdu.index} (${hdu.name}) is not a binary table.`)
  const columns = binaryColumns(hdu)
  const rows = hdu.header.integer('NAXIS2', 0)
  const types = columns.map(typeOf)
  const out: Cell[][] = []
  for (let row = 0; row < Math.min(rows, limit); row++) {
    out.push(
      columns.map((column, index) => {
        const { bytes, count } = cellElements(hdu, column, row)
        return cellOf(decodeElements(column, bytes, count), types[index] ?? 'string')
      }),
    )
  }
  return {
    columns: columns.map((column, index) => ({
      name: column.name,
      type: types[index] ?? 'string',
      unit: column.unit,
      description: null,
      ucd: null,
    })),
    rows: out,
    totalRows: rows,
    notes: [],
  }
}
