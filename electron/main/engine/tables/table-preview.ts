import type { Cell, DataTable } from '../../../shared/domain/data-table'

const cellText = (cell: Cell) => (cell === null ? '' : String(cell))

/** The columns (with units) and the first rows of a table as tab-separated text for the model. */
export function tablePreview(table: DataTable, rows: number, maxColumns = 40): string {
  const shown = table.columns.slice(0, maxColumns)
  const heading = shown.map((column) => (column.unit ? `${column.name} [${column.unit}]` : column.name)).join('\t')
  const lines = table.rows.slice(0, rows).map((row) => row.slice(0, shown.length).map(cellText).join('\t'))
  const more = table.columns.length > shown.length ? ` (first ${shown.length} of ${table.columns.length} columns)` : ''
  return [`${heading}${more}`, ...lines].join('\n')
}
