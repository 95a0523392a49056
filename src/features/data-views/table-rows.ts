import type { Cell, DataColumn, DataTable } from '../../../electron/shared/domain/data-table'

export interface TableOrder {
  column: number
  descending: boolean
}

function compare(a: Cell, b: Cell, column: DataColumn): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1
  if (column.type === 'integer' && (typeof a === 'string' || typeof b === 'string')) {
    try {
      const left = BigInt(a)
      const right = BigInt(b)
      return left < right ? -1 : left > right ? 1 : 0
    } catch {
      return String(a).localeCompare(String(b))
    }
  }
  if (column.type === 'integer' || column.type === 'float') return Number(a) - Number(b)
  if (column.type === 'boolean') return Number(a) - Number(b)
  return String(a).localeCompare(String(b), undefined, { numeric: true })
}

/**
 * The rows a table view shows: those whose cells contain the filter text (case-insensitive), or, for a filter like
 * `mag < 12` or `ra >= 10`, whose named column compares so; sorted by one column (nulls last).
 */
export function visibleRows(table: DataTable, filter: string, order: TableOrder | null): Cell[][] {
  const text = filter.trim().toLowerCase()
  const comparison = text.match(/^([^<>=!]+?)\s*(<=|>=|!=|=|<|>)\s*(-?[\d.eE+-]+)$/)
  let rows = table.rows
  if (comparison) {
    const [, name, operator, raw] = comparison
    const index = table.columns.findIndex((column) => column.name.toLowerCase() === name?.trim())
    const limit = Number(raw)
    if (index >= 0 && Number.isFinite(limit)) {
      rows = rows.filter((row) => {
        const cell = row[index]
        if (cell === null || cell === undefined || typeof cell === 'boolean') return false
        const value = Number(cell)
        switch (operator) {
          case '<':
            return value < limit
          case '<=':
            return value <= limit
          case '>':
            return value > limit
          case '>=':
            return value >= limit
          case '!=':
            return value !== limit
          default:
            return value === limit
        }
      })
    }
  } else if (text) {
    rows = rows.filter((row) => row.some((cell) => cell !== null && String(cell).toLowerCase().includes(text)))
  }
  if (!order) return rows
  const column = table.columns[order.column]
  if (!column) return rows
  const sorted = [...rows].sort((a, b) => compare(a[order.column] ?? null, b[order.column] ?? null, column))
  return order.descending ? sorted.reverse() : sorted
}

const quote = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text)

/** CSV of the shown rows, units in the header as `name [unit]`. */
export function tableCsv(columns: readonly DataColumn[], rows: readonly Cell[][]): string {
  const header = columns.map((column) => quote(column.unit ? `${column.name} [${column.unit}]` : column.name)).join(',')
  const lines = rows.map((row) => row.map((cell) => (cell === null ? '' : quote(String(cell)))).join(','))
  return `${[header, ...lines].join('\n')}\n`
}
