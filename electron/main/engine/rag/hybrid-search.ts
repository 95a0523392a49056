import type { Db } from '../db/open-database'
import type { Embedder } from './embedder'
import type { Passage } from './passage'
import { type ChunkRow, choosePassages } from './passage-windows'
import { ftsMatch, queryTerms } from './query-terms'
import type { RagIndex } from './rag-index'

export interface SearchOptions {
  k: number
  paperIds?: string[]
}

/** How the signals add up; each is scaled to [0, 1] by the best candidate's value first. */
export interface RankingWeights {
  /** BM25 of the chunk's own text. */
  chunk: number
  /** BM25 weight of a chunk's section title against its text, inside the chunk score. */
  sectionField: number
  /** BM25 of the whole page (or best page) the chunk lies on. */
  page: number
  /** Cosine similarity of the question's and the chunk's embeddings; used only with an embedder. */
  vector: number
  /** A passage grows by its neighbouring chunks (the better-ranked side first) up to this many characters. */
  passageChars: number
}

/**
 * Chosen on the labelled set in bench/fixtures/rag-dev (bench/rag-quality.bench.ts): the page score lifts page@5 from
 * 35 to 36 of 38 over chunk BM25 alone, and page-sized passages (4800 characters) lift answer-text@5 from 24 to 35.
 * The section field's weight made no difference. The vector weight is a starting point until an embedder is measured.
 */
export const DEFAULT_WEIGHTS: RankingWeights = {
  chunk: 1,
  sectionField: 0.5,
  page: 1,
  vector: 0.5,
  passageChars: 4800,
}

/**
 * Every ranking looks this deep, whatever k is asked for, so asking for more passages never reorders the first ones.
 */
export const CANDIDATE_DEPTH = 200

/** A word in more than this share of all chunks is left out of the keyword query. */
const COMMON_SHARE = 0.25
/** Below this many chunks scoring every match is cheap, and in a handful of papers a common word still tells them apart. */
const PRUNING_MIN_CHUNKS = 5000

const paperFilter = (paperIds: string[] | undefined, column: string) =>
  paperIds ? `and ${column} in (select value from json_each(?))` : ''

/** Scales a ranking's scores so its best is 1. */
function scaled(scores: Map<string | number, number>): Map<string | number, number> {
  const best = Math.max(0, ...scores.values())
  if (best === 0) return scores
  return new Map([...scores].map(([key, score]) => [key, score / best]))
}

/** Keyword (FTS5 BM25 over chunks and over pages) and, with an embedder, vector (sqlite-vec KNN) scores, added up. */
export function createHybridSearch(
  db: Db,
  index: RagIndex,
  embedder: Embedder | null,
  weights: RankingWeights = DEFAULT_WEIGHTS,
) {
  const chunkRanking = (match: string, paperIds?: string[]) => {
    const rows = db
      .prepare(
        `select f.rowid as id, -bm25(rag_chunks_fts, 1.0, ?) as score from rag_chunks_fts f
         ${paperIds ? 'join rag_chunks c on c.id = f.rowid' : ''}
         where rag_chunks_fts match ? ${paperFilter(paperIds, 'c.paper_id')}
         order by score desc, f.rowid limit ?`,
      )
      .all(weights.sectionField, match, ...(paperIds ? [JSON.stringify(paperIds)] : []), CANDIDATE_DEPTH) as {
      id: number
      score: number
    }[]
    return scaled(new Map(rows.map((row) => [row.id, row.score])))
  }

  const pageRanking = (match: string, paperIds?: string[]) => {
    const rows = db
      .prepare(
        `select p.paper_id as paperId, p.page as page, ranked.score as score from (
           select f.rowid as id, -bm25(rag_pages_fts) as score from rag_pages_fts f
           ${paperIds ? 'join rag_pages p on p.id = f.rowid' : ''}
           where rag_pages_fts match ? ${paperFilter(paperIds, 'p.paper_id')}
           order by score desc, f.rowid limit ?
         ) ranked join rag_pages p on p.id = ranked.id`,
      )
      .all(match, ...(paperIds ? [JSON.stringify(paperIds)] : []), CANDIDATE_DEPTH) as {
      paperId: string
      page: number
      score: number
    }[]
    return scaled(new Map(rows.map((row) => [`${row.paperId}|${row.page}`, row.score])))
  }

  const vectorRanking = async (question: string, paperIds?: string[]) => {
    if (!embedder || weights.vector === 0) return new Map<string | number, number>()
    const current = index
      .indexedPapers()
      .filter((paper) => paper.embedder === embedder.id)
      .map((paper) => paper.paperId)
    const allowed = new Set(paperIds ? current.filter((id) => paperIds.includes(id)) : current)
    if (allowed.size === 0) return new Map<string | number, number>()
    index.ensureVectorTable(embedder.dimensions)
    const [queryVector] = await embedder.embed([question])
    if (!queryVector) return new Map<string | number, number>()
    const rows = db
      .prepare(
        `select v.chunk_id as id, c.paper_id as paperId, 1 - v.distance as similarity
         from ${index.vectorTable(embedder.dimensions)} v join rag_chunks c on c.id = v.chunk_id
         where v.embedding match ? and k = ? order by v.distance`,
      )
      .all(queryVector, CANDIDATE_DEPTH) as { id: number; paperId: string; similarity: number }[]
    return scaled(
      new Map(rows.filter((row) => allowed.has(row.paperId)).map((row) => [row.id, Math.max(0, row.similarity)])),
    )
  }

  const load = db.prepare(
    `select c.id, c.paper_id, c.position, c.overlap, c.section, c.page_start, c.page_end, c.text, p.title, p.year,
            (select name from paper_authors a where a.paper_id = c.paper_id order by position limit 1) as first_author
     from rag_chunks c join papers p on p.id = c.paper_id where c.id = ?`,
  )

  const loadAt = db.prepare(
    `select c.id, c.paper_id, c.position, c.overlap, c.section, c.page_start, c.page_end, c.text, p.title, p.year,
            (select name from paper_authors a where a.paper_id = c.paper_id order by position limit 1) as first_author
     from rag_chunks c join papers p on p.id = c.paper_id where c.paper_id = ? and c.position = ?`,
  )

  const documentCount = db.prepare('select doc from rag_chunks_vocab where term = ?').pluck()
  const chunkCount = db.prepare('select count(*) from rag_chunks').pluck()
  /**
   * In a large library, words in most chunks rank nothing (their BM25 weight is near zero) but make FTS5 score every chunk. Phrases (the
   * digit groups of a number) and words the tokenizer stems differently are kept.
   */
  const informative = (terms: string[]) => {
    const total = chunkCount.get() as number
    if (total < PRUNING_MIN_CHUNKS) return terms
    const kept = terms.filter((term) => ((documentCount.get(term) as number | undefined) ?? 0) <= total * COMMON_SHARE)
    return kept.length > 0 ? kept : terms
  }

  return async (question: string, options: SearchOptions): Promise<Passage[]> => {
    const match = ftsMatch(informative(queryTerms(question)))
    const chunks = match && weights.chunk > 0 ? chunkRanking(match, options.paperIds) : new Map()
    const pages = match && weights.page > 0 ? pageRanking(match, options.paperIds) : new Map()
    const vectors = await vectorRanking(question, options.paperIds)
    const candidates = new Set<number>([...chunks.keys(), ...vectors.keys()].map(Number))
    const scored = [...candidates].flatMap((id) => {
      const row = load.get(id) as ChunkRow | undefined
      if (!row) return []
      let page = 0
      for (let number = row.page_start; number <= row.page_end; number++) {
        page = Math.max(page, pages.get(`${row.paper_id}|${number}`) ?? 0)
      }
      const score =
        weights.chunk * (chunks.get(id) ?? 0) + weights.page * page + weights.vector * (vectors.get(id) ?? 0)
      return [{ row, score }]
    })
    scored.sort((a, b) => b.score - a.score || a.row.id - b.row.id)
    return choosePassages(
      scored,
      options.k,
      weights.passageChars,
      (paperId, position) => loadAt.get(paperId, position) as ChunkRow | undefined,
    )
  }
}

export type HybridSearch = ReturnType<typeof createHybridSearch>
