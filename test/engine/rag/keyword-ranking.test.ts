import { describe, expect, it } from 'vitest'
import { migrations } from '../../../electron/main/engine/db/migrations'
import { openDatabase } from '../../../electron/main/engine/db/open-database'
import { createKeywordRanking, createTermSplit } from '../../../electron/main/engine/rag/keyword-ranking'

const CHUNKS = 6000

/** Which chunks hold each word: nested ranges of growing size, a rare word every 300 chunks, one word in all. */
const holds: Record<string, (position: number) => boolean> = {
  zircon: (position) => position % 300 === 0,
  alpha: (position) => position < 1100,
  beta: (position) => position >= 1000 && position < 2200,
  gamma: (position) => position >= 2000 && position < 3300,
  delta: (position) => position >= 3000 && position < 4400,
  everywhere: () => true,
}

function largeLibrary() {
  const { db } = openDatabase(':memory:', migrations)
  db.prepare(
    "insert into papers (id, title, year, parse_status, added_at, updated_at) values ('big', 'Big', 2024, 'ready', 0, 0)",
  ).run()
  const insert = db.prepare(
    "insert into rag_chunks (paper_id, position, section, page_start, page_end, text, overlap) values ('big', ?, 'Body', 1, 1, ?, 0)",
  )
  db.prepare(
    "insert into rag_papers (paper_id, embedder, dimensions, chunks, indexed_at) values ('big', 'keyword', 0, ?, 0)",
  ).run(CHUNKS)
  db.transaction(() => {
    for (let position = 0; position < CHUNKS; position++) {
      const words = Object.keys(holds).filter((word) => holds[word]?.(position))
      insert.run(position, [...words, `filler${position}`, 'and more filler text'].join(' '))
    }
  })()
  return db
}

const question = ['zircon', 'alpha', 'beta', 'gamma', 'delta', 'everywhere']

describe('keyword ranking in a large library', () => {
  it('lets the rarest terms choose candidates, leaves the next ones to scoring, and drops a word in every chunk', () => {
    const split = createTermSplit(largeLibrary())(question)
    // 20 + 1100 + 1200 matches stay within the 2500 selective ones; gamma would take them to 3620.
    expect(split).toEqual({ selective: ['zircon', 'alpha', 'beta'], common: ['gamma', 'delta'] })
  })

  it('scores each candidate as BM25 over the whole question would, and ranks them the same way', () => {
    const db = largeLibrary()
    const ranking = createKeywordRanking(db, { fts: 'rag_chunks_fts', content: 'rag_chunks', weights: [1, 0.5] })
    const ranked = ranking(createTermSplit(db)(question), 10_000)
    const full = db
      .prepare(
        `select rowid as id, -bm25(rag_chunks_fts, 1, 0.5) as score from rag_chunks_fts
         where rag_chunks_fts match '"zircon" OR "alpha" OR "beta" OR "gamma" OR "delta"' order by score desc, rowid`,
      )
      .all() as { id: number; score: number }[]
    const positionOf = db.prepare('select position from rag_chunks where id = ?').pluck()
    const selective = (id: number) =>
      ['zircon', 'alpha', 'beta'].some((word) => holds[word]?.(positionOf.get(id) as number))
    const expected = full.filter((row) => selective(row.id))
    expect(ranked.map((row) => row.id)).toEqual(expected.map((row) => row.id))
    for (const [index, row] of ranked.entries()) expect(row.score).toBeCloseTo(expected[index]?.score ?? 0, 9)
    expect(ranked.some((row) => holds.gamma?.(positionOf.get(row.id) as number))).toBe(true)
    expect(full.length).toBeGreaterThan(ranked.length)
  })

  it('keeps every term selective in a small library', () => {
    const { db } = openDatabase(':memory:', migrations)
    expect(createTermSplit(db)(question)).toEqual({ selective: question, common: [] })
  })
})
