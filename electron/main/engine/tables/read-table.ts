import type { DataTable } from '../../../shared/domain/data-table'
import { readDelimitedTable, TableFormatError } from './delimited-table'
import { readEcsvTable } from './ecsv-table'
import { readVoTable } from './votable/read-votable'

/** A table from text of a table content type (CSV, TSV, ECSV, VOTable), its first `limit` rows kept. */
export function readTable(text: string, contentType: string, limit: number): DataTable {
  switch (contentType) {
    case 'text/csv':
      return text.startsWith('# %ECSV') ? readEcsvTable(text, limit) : readDelimitedTable(text, ',', limit)
    case 'text/tab-separated-values':
      return readDelimitedTable(text, '\t', limit)
    case 'text/x-ecsv':
      return readEcsvTable(text, limit)
    case 'application/x-votable+xml': {
      const result = readVoTable(text, limit)
      if (result.error)
        return { ...result.table, notes: [`The service reported an error: ${result.error}`, ...result.table.notes] }
      return result.table
    }
    default:
      throw new TableFormatError(`${contentType} is not a table format (CSV, TSV, ECSV or VOTable).`)
  }
}
