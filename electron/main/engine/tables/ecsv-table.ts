import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import type { ColumnType, DataColumn, DataTable } from '../../../shared/domain/data-table'
import { parseDelimited, TableFormatError, tableFromRows } from './delimited-table'

const headerSchema = z.object({
  delimiter: z.string().optional(),
  datatype: z.array(
    z.object({
      name: z.string(),
      datatype: z.string().default('string'),
      unit: z.string().optional(),
      description: z.string().optional(),
      subtype: z.string().optional(),
    }),
  ),
})

function typeOf(datatype: string, subtype: string | undefined): ColumnType {
  if (subtype) return 'array'
  if (/^u?int/.test(datatype)) return 'integer'
  if (/^float/.test(datatype)) return 'float'
  if (datatype === 'bool') return 'boolean'
  return 'string'
}

/** An ECSV 1.0 table (astropy's): the YAML header gives each column's datatype, unit and description. */
export function readEcsvTable(text: string, limit: number): DataTable {
  const lines = text.split(/\r?\n/)
  const headerLines = lines.filter((line) => line.startsWith('#')).map((line) => line.replace(/^# ?/, ''))
  if (!headerLines[0]?.startsWith('%ECSV')) throw new TableFormatError('The file does not start with "# %ECSV".')
  let header: z.infer<typeof headerSchema>
  try {
    header = headerSchema.parse(
      parseYaml(
        headerLines
          .slice(1)
          .filter((line) => line.trim() !== '---')
          .join('\n'),
      ),
    )
  } catch (error) {
    throw new TableFormatError(
      `The ECSV header could not be read: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  const data = lines.filter((line) => !line.startsWith('#')).join('\n')
  const [names, ...body] = parseDelimited(data, header.delimiter ?? ' ')
  if (!names) throw new TableFormatError('The ECSV table has no header row.')
  const declared = new Map<string, Partial<DataColumn>>(
    header.datatype.map((column) => [
      column.name,
      {
        type: typeOf(column.datatype, column.subtype),
        unit: column.unit ?? null,
        description: column.description ?? null,
      },
    ]),
  )
  return tableFromRows(names, body, limit, declared)
}
