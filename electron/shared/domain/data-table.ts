import { z } from 'zod'

/**
 * How a column's values compare and print: `integer` values too large for a double (64-bit ids) travel as digit
 * strings; `array` cells are the values joined by spaces.
 */
const columnTypeSchema = z.enum(['integer', 'float', 'boolean', 'string', 'array'])
export type ColumnType = z.infer<typeof columnTypeSchema>

const dataColumnSchema = z.object({
  name: z.string(),
  type: columnTypeSchema,
  unit: z.string().nullable(),
  description: z.string().nullable(),
  ucd: z.string().nullable(),
})
export type DataColumn = z.infer<typeof dataColumnSchema>

const cellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()])
export type Cell = z.infer<typeof cellSchema>

/** A table as the window shows it: typed columns with units, the first rows, and how many there were in all. */
export const dataTableSchema = z.object({
  columns: z.array(dataColumnSchema),
  rows: z.array(z.array(cellSchema)),
  /** Rows in the source; more than `rows.length` when only the first ones were kept. */
  totalRows: z.number().int().nonnegative(),
  /** What the reader noticed (a service's overflow flag, a row with too few cells). */
  notes: z.array(z.string()),
})
export type DataTable = z.infer<typeof dataTableSchema>

/** The window shows at most this many rows of a table. */
export const TABLE_ROW_LIMIT = 10_000
