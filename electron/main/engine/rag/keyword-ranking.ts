import type { Statement } from 'better-sqlite3'
import type { Db } from '../db/open-database'
import { ftsMatch } from './query-terms'

/** A word in more than this share of all chunks is left out of the keyword query. */
const COMMON_SHARE = 0.25
/** Below this many chunks scoring every match is cheap, and in a handful of papers a common word still tells them apart. */
const PRUNING_MIN_CHUNKS = 5000
/**
 * The matches FTS5 scores for the rarest terms of a question, which choose the candidates; the other terms only add
 * to those candidates' scores. BM25 costs about two microseconds a match, and a question's common words match tens
 * of thousands of chunks in a large library where the rare ones match a few hundred. At 100,000 chunks, 2500 against
 * 5000 took a quarter off the keyword query's time (bench/rag-scale.bench.ts); a small library never reaches it.
 */
const SELECTIVE_MATCHES = 2500

export interface QueryTerms {
  /** Every chunk matching one of these is a candidate. */
  selective: string[]
  /** Scored only in chunks that match a selective term. */
  common: string[]
}

const MAX_CACHED_TERMS = 20_000
/** Chunk counts of the terms asked about, kept while the chunks stay the same: the common words recur in questions. */
const termCounts = new WeakMap<Db, { generation: string; counts: Map<string, number> }>()

/**
 * Splits a question's terms by how many chunks hold them, rarest first, the way a "common terms" query does: the
 * rarest are selective while their matches add up to SELECTIVE_MATCHES (the rarest always is), the rest are common,
 * and in a large library a word in most chunks is dropped (its BM25 weight is near zero). A small library keeps every
 * term selective, so its ranking is plain BM25 over the whole question.
 */
export function createTermSplit(db: Db) {
  const library = db.prepare(
    'select (select coalesce(sum(chunks), 0) from rag_papers) as total, (select max(id) from rag_chunks) as last',
  )
  const matches = db
    .prepare('select count(*) from (select 1 from rag_chunks_fts where rag_chunks_fts match ? limit ?)')
    .pluck()
  return (terms: string[]): QueryTerms => {
    const { total, last } = library.get() as { total: number; last: number | null }
    if (total < PRUNING_MIN_CHUNKS) return { selective: terms, common: [] }
    const commonAbove = Math.floor(total * COMMON_SHARE)
    const generation = `${total}:${last}`
    const cached = termCounts.get(db)
    const counts =
      cached?.generation === generation && cached.counts.size < MAX_CACHED_TERMS
        ? cached.counts
        : new Map<string, number>()
    termCounts.set(db, { generation, counts })
    const countOf = (term: string) => {
      const known = counts.get(term)
      if (known !== undefined) return known
      const counted = matches.get(ftsMatch([term]), commonAbove + 1) as number
      counts.set(term, counted)
      return counted
    }
    const counted = terms
      .map((term) => ({ term, matches: countOf(term) }))
      .filter((entry) => entry.matches > 0)
      .sort((a, b) => a.matches - b.matches)
    const kept = counted.filter((entry) => entry.matches <= commonAbove)
    const ranked = kept.length > 0 ? kept : counted
    const split: QueryTerms = { selective: [], common: [] }
    let selectiveMatches = 0
    for (const entry of ranked) {
      if (split.selective.length === 0 || selectiveMatches + entry.matches <= SELECTIVE_MATCHES) {
        split.selective.push(entry.term)
        selectiveMatches += entry.matches
      } else split.common.push(entry.term)
    }
    return split
  }
}

interface KeywordSource {
  /** The FTS5 table and the content table whose rowids it indexes. */
  fts: 'rag_chunks_fts' | 'rag_pages_fts'
  content: 'rag_chunks' | 'rag_pages'
  /** BM25 weights of the FTS5 table's columns. */
  weights: number[]
}

/**
 * BM25 over one FTS5 table, best first, at most `depth` rows. With common terms, a chunk matching selective and common
 * terms takes the score of the query joining both with AND: FTS5's BM25 is a sum over the query's terms, each
 * weighted by its own document count, so that score is the full question's score for that chunk.
 */
export function createKeywordRanking(db: Db, source: KeywordSource) {
  const weights = source.weights.map(() => ', ?').join('')
  const statements = new Map<string, Statement>()
  const statement = (filtered: boolean, limited: boolean) => {
    const key = `${filtered}:${limited}`
    const prepared =
      statements.get(key) ??
      db.prepare(
        `select f.rowid as id, -bm25(${source.fts}${weights}) as score from ${source.fts} f
         ${filtered ? `join ${source.content} c on c.id = f.rowid` : ''}
         where ${source.fts} match ? ${filtered ? 'and c.paper_id in (select value from json_each(?))' : ''}
         ${limited ? 'order by score desc, f.rowid limit ?' : ''}`,
      )
    statements.set(key, prepared)
    return prepared
  }
  const run = (match: string, paperIds: string[] | undefined, depth?: number) =>
    statement(paperIds !== undefined, depth !== undefined).all(
      ...source.weights,
      match,
      ...(paperIds ? [JSON.stringify(paperIds)] : []),
      ...(depth !== undefined ? [depth] : []),
    ) as { id: number; score: number }[]

  return (terms: QueryTerms, depth: number, paperIds?: string[]): { id: number; score: number }[] => {
    const selective = ftsMatch(terms.selective)
    if (!selective) return []
    const common = ftsMatch(terms.common)
    if (!common) return run(selective, paperIds, depth)
    const scores = new Map(run(selective, paperIds).map((row) => [row.id, row.score]))
    for (const row of run(`(${selective}) AND (${common})`, paperIds)) scores.set(row.id, row.score)
    return [...scores]
      .map(([id, score]) => ({ id, score }))
      .sort((a, b) => b.score - a.score || a.id - b.id)
      .slice(0, depth)
  }
}
