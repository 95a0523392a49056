import type { PaperIndexStatus } from '../../../../shared/domain/paper'
import type { Db } from '../../db/open-database'

/** What `rag_papers.embedder` holds for a paper indexed for keyword search only. */
export const KEYWORD_ONLY = 'keyword'

/** A paper's entry in the passage index, or null when it has none. */
export function readIndexStatus(db: Db, paperId: string): PaperIndexStatus | null {
  const row = db
    .prepare('select embedder, dimensions, chunks, indexed_at from rag_papers where paper_id = ?')
    .get(paperId) as { embedder: string; dimensions: number; chunks: number; indexed_at: number } | undefined
  if (!row) return null
  return {
    passages: row.chunks,
    model: row.embedder === KEYWORD_ONLY ? null : row.embedder,
    dimensions: row.dimensions,
    indexedAt: row.indexed_at,
  }
}
