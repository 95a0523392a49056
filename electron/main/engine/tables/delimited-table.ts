import { parse } from 'csv-parse/sync'
import type { DataColumn, DataTable } from '../../../shared/domain/data-table'
import { parseCell } from './cell-values'
import { inferColumnType, splitUnit } from './infer-column-type'

export class TableFormatError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'TableFormatError'
  }
}

/** Rows of CSV or TSV text (quoted fields, a header row); lines starting with `#` are comments. */
export function parseDelimited(text: string, delimiter: string): string[][] {
  try {
    return parse(text, {
      delimiter,
      comment: '#',
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      bom: true,
    }) as string[][]
  } catch (error) {
    throw new TableFormatError(`The table could not be read: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/**
 * A table from its header row and data rows; column types are inferred from every row, units taken from headers
 * such as `flux [mJy]` unless `declared` gives them.
 */
export function tableFromRows(
  header: readonly string[],
  body: readonly string[][],
  limit: number,
  declared: ReadonlyMap<string, Partial<DataColumn>> = new Map(),
): DataTable {
  const notes: string[] = []
  const width = Math.max(header.length, ...body.slice(0, 1000).map((row) => row.length))
  const columns: DataColumn[] = Array.from({ length: width }, (_unused, index) => {
    const heading = header[index] ?? `column ${index + 1}`
    const given = declared.get(heading)
    const split = given ? { name: heading, unit: given.unit ?? null } : splitUnit(heading)
    return {
      name: split.name || `column ${index + 1}`,
      type: given?.type ?? inferColumnType(body.map((row) => row[index] ?? '')),
      unit: split.unit,
      description: given?.description ?? null,
      ucd: null,
    }
  })
  const uneven = body.filter((row) => row.length !== header.length).length
  if (uneven > 0) notes.push(`${uneven} rows have a different number of cells than the header.`)
  const rows = body
    .slice(0, limit)
    .map((row) => columns.map((column, index) => parseCell(row[index] ?? '', column.type)))
  return { columns, rows, totalRows: body.length, notes }
}

export function readDelimitedTable(text: string, delimiter: string, limit: number): DataTable {
  const [header, ...body] = parseDelimited(text, delimiter)
  if (!header) throw new TableFormatError('The table is empty.')
  return tableFromRows(header, body, limit)
}
