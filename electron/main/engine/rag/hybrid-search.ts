import type { Db } from '../db/open-database'
import type { Embedder } from './embedder'
import type { RagIndex } from './rag-index'

/** Reciprocal-rank-fusion constant (Cormack et al. 2009). */
const RRF_K = 60

export interface Passage {
  /** The citation key the answer must use, e.g. "P2". */
  key: string
  chunkId: number
  paperId: string
  paperTitle: string
  firstAuthor: string
  year: number | null
  section: string
  pageStart: number
  pageEnd: number
  text: string
  score: number
}

export interface SearchOptions {
  k: number
  paperIds?: string[]
}

/** FTS5 query of the question's words, OR-ed and quoted, so user text can never be FTS syntax. */
function ftsQuery(question: string): string | null {
  const words = [...new Set(question.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? [])]
  return words.length === 0 ? null : words.map((word) => `"${word}"`).join(' OR ')
}

/** Vector (sqlite-vec KNN) and keyword (FTS5 bm25) rankings fused by reciprocal rank. */
export function createHybridSearch(db: Db, index: RagIndex, embedder: Embedder) {
  return async (question: string, options: SearchOptions): Promise<Passage[]> => {
    const candidates = Math.max(options.k * 5, 20)
    const allowed = options.paperIds ? new Set(options.paperIds) : null
    const current = new Set(
      index
        .indexedPapers()
        .filter((paper) => paper.embedder === embedder.id)
        .map((paper) => paper.paperId),
    )
    const scores = new Map<number, number>()
    const addRanking = (ids: number[]) => {
      for (const [rank, id] of ids.entries()) scores.set(id, (scores.get(id) ?? 0) + 1 / (RRF_K + rank + 1))
    }

    index.ensureVectorTable(embedder.dimensions)
    const [queryVector] = await embedder.embed([question])
    if (queryVector) {
      const rows = db
        .prepare(
          `select v.chunk_id as id, c.paper_id as paperId from ${index.vectorTable(embedder.dimensions)} v
           join rag_chunks c on c.id = v.chunk_id
           where v.embedding match ? and k = ? order by v.distance`,
        )
        .all(queryVector, candidates) as { id: number; paperId: string }[]
      addRanking(
        rows.filter((row) => current.has(row.paperId) && (!allowed || allowed.has(row.paperId))).map((row) => row.id),
      )
    }
    const match = ftsQuery(question)
    if (match) {
      const rows = db
        .prepare(
          `select f.rowid as id, c.paper_id as paperId from rag_chunks_fts f join rag_chunks c on c.id = f.rowid
           where rag_chunks_fts match ? order by bm25(rag_chunks_fts) limit ?`,
        )
        .all(match, candidates) as { id: number; paperId: string }[]
      addRanking(
        rows.filter((row) => current.has(row.paperId) && (!allowed || allowed.has(row.paperId))).map((row) => row.id),
      )
    }

    const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]).slice(0, options.k)
    const load = db.prepare(
      `select c.id, c.paper_id, c.section, c.page_start, c.page_end, c.text, p.title, p.year,
              (select name from paper_authors a where a.paper_id = c.paper_id order by position limit 1) as first_author
       from rag_chunks c join papers p on p.id = c.paper_id where c.id = ?`,
    )
    return ranked.flatMap(([id, score], position) => {
      const row = load.get(id) as
        | {
            id: number
            paper_id: string
            section: string
            page_start: number
            page_end: number
            text: string
            title: string
            year: number | null
            first_author: string | null
          }
        | undefined
      if (!row) return []
      return [
        {
          key: `P${position + 1}`,
          chunkId: row.id,
          paperId: row.paper_id,
          paperTitle: row.title,
          firstAuthor: row.first_author ?? 'Unknown',
          year: row.year,
          section: row.section,
          pageStart: row.page_start,
          pageEnd: row.page_end,
          text: row.text,
          score,
        },
      ]
    })
  }
}

export type HybridSearch = ReturnType<typeof createHybridSearch>
