import type { PaperIndexStatus } from '../../../../shared/domain/paper'
import type { Db } from '../../db/open-database'

/** What `rag_papers.embedder` holds for a paper indexed for keyword search only. */
export const KEYWORD_ONLY = 'keyword'

/** A paper's `rag_papers` row, as it is read alone or joined to the paper's own row. */
interface IndexStatusRow {
  embedder: string
  dimensions: number
  chunks: number
  indexed_at: number
}

export function indexStatusFromRow(row: IndexStatusRow): PaperIndexStatus {
  return {
    passages: row.chunks,
    model: row.embedder === KEYWORD_ONLY ? null : row.embedder,
    dimensions: row.dimensions,
    indexedAt: row.indexed_at,
  }
}

/** A paper's entry in the passage index, or null when it has none. */
export function readIndexStatus(db: Db, paperId: string): PaperIndexStatus | null {
  const row = db
    .prepare('select embedder, dimensions, chunks, indexed_at from rag_papers where paper_id = ?')
    .get(paperId) as IndexStatusRow | undefined
  return row ? indexStatusFromRow(row) : null
}
