import type { Db } from '../db/open-database'
import type { Embedder } from './embedder'
import { createKeywordRanking, createTermSplit, type QueryTerms } from './keyword-ranking'
import { createNearestChunks } from './nearest-chunks'
import type { Passage } from './passage'
import { type ChunkRow, choosePassages } from './passage-windows'
import { queryTerms } from './query-terms'

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

/** Scales a ranking's scores so its best is 1. */
function scaled<Key>(rows: { key: Key; score: number }[]): Map<Key, number> {
  const best = Math.max(0, ...rows.map((row) => row.score))
  return new Map(rows.map((row) => [row.key, best === 0 ? row.score : row.score / best]))
}

/**
 * Keyword (FTS5 BM25 over chunks and over pages) and, with an embedder, vector (cosine similarity of the nearest
 * chunks) scores, added up; only the chunks the passages are built from are read whole.
 */
export function createHybridSearch(db: Db, embedder: Embedder | null, weights: RankingWeights = DEFAULT_WEIGHTS) {
  const splitTerms = createTermSplit(db)
  const chunkRanking = createKeywordRanking(db, {
    fts: 'rag_chunks_fts',
    content: 'rag_chunks',
    weights: [1, weights.sectionField],
  })
  const pageRanking = createKeywordRanking(db, { fts: 'rag_pages_fts', content: 'rag_pages', weights: [] })
  const pageOf = db.prepare(
    'select id, paper_id as paperId, page from rag_pages where id in (select value from json_each(?))',
  )
  const nearest = embedder && weights.vector > 0 ? createNearestChunks(db, embedder.dimensions) : null
  const papersOfModel = db.prepare('select paper_id from rag_papers where embedder = ?').pluck()

  const pageScores = (terms: QueryTerms, paperIds?: string[]) => {
    const ranked = new Map(pageRanking(terms, CANDIDATE_DEPTH, paperIds).map((row) => [row.id, row.score]))
    const pages = pageOf.all(JSON.stringify([...ranked.keys()])) as { id: number; paperId: string; page: number }[]
    return scaled(pages.map((page) => ({ key: `${page.paperId}|${page.page}`, score: ranked.get(page.id) ?? 0 })))
  }

  const vectorScores = async (question: string, paperIds?: string[]) => {
    if (!embedder || !nearest) return new Map<number, number>()
    const current = papersOfModel.all(embedder.id) as string[]
    const allowed = new Set(paperIds ? current.filter((id) => paperIds.includes(id)) : current)
    if (allowed.size === 0) return new Map<number, number>()
    const [queryVector] = await embedder.embed([question])
    if (!queryVector) return new Map<number, number>()
    return scaled(
      nearest(queryVector, CANDIDATE_DEPTH)
        .filter((row) => allowed.has(row.paperId))
        .map((row) => ({ key: row.id, score: Math.max(0, row.similarity) })),
    )
  }

  const placement = db.prepare(
    'select id, paper_id, page_start, page_end from rag_chunks where id in (select value from json_each(?))',
  )
  const chunkColumns = `select c.id, c.paper_id, c.position, c.overlap, c.section, c.page_start, c.page_end, c.text,
            p.title, p.year,
            (select name from paper_authors a where a.paper_id = c.paper_id order by position limit 1) as first_author
     from rag_chunks c join papers p on p.id = c.paper_id`
  const load = db.prepare(`${chunkColumns} where c.id = ?`)
  const loadAt = db.prepare(`${chunkColumns} where c.paper_id = ? and c.position = ?`)

  return async (question: string, options: SearchOptions): Promise<Passage[]> => {
    const terms = splitTerms(queryTerms(question))
    const chunks =
      weights.chunk > 0
        ? scaled(
            chunkRanking(terms, CANDIDATE_DEPTH, options.paperIds).map((row) => ({ key: row.id, score: row.score })),
          )
        : new Map<number, number>()
    const pages = weights.page > 0 ? pageScores(terms, options.paperIds) : new Map<string, number>()
    const vectors = await vectorScores(question, options.paperIds)
    const candidates = placement.all(JSON.stringify([...new Set([...chunks.keys(), ...vectors.keys()])])) as {
      id: number
      paper_id: string
      page_start: number
      page_end: number
    }[]
    const ranked = candidates.map((row) => {
      let page = 0
      for (let number = row.page_start; number <= row.page_end; number++) {
        page = Math.max(page, pages.get(`${row.paper_id}|${number}`) ?? 0)
      }
      const score =
        weights.chunk * (chunks.get(row.id) ?? 0) + weights.page * page + weights.vector * (vectors.get(row.id) ?? 0)
      return { id: row.id, score }
    })
    ranked.sort((a, b) => b.score - a.score || a.id - b.id)
    return choosePassages(
      ranked,
      options.k,
      weights.passageChars,
      (id) => load.get(id) as ChunkRow | undefined,
      (paperId, position) => loadAt.get(paperId, position) as ChunkRow | undefined,
    )
  }
}
