import { describe, expect, it } from 'vitest'
import { migrations } from '../../../electron/main/engine/db/migrations'
import { type Db, openDatabase } from '../../../electron/main/engine/db/open-database'
import { type Embedder, normalizeVector } from '../../../electron/main/engine/rag/embedder'
import { createNearestChunks } from '../../../electron/main/engine/rag/nearest-chunks'
import { createRagIndex } from '../../../electron/main/engine/rag/rag-index'
import { ensureVectorTables, vectorTables, vectorWriter } from '../../../electron/main/engine/rag/vector-tables'
import { createRagDatabase, maserPaper } from './rag-fixture'

/** A small linear congruential generator, so every run draws the same vectors. */
function vectorSource(seed: number, dimensions: number) {
  let state = seed
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32 - 0.5
  }
  return () => normalizeVector(Float32Array.from({ length: dimensions }, next))
}

function libraryOfVectors(count: number, dimensions: number): { db: Db; vectors: Float32Array[] } {
  const { db } = openDatabase(':memory:', migrations)
  db.prepare(
    "insert into papers (id, title, year, parse_status, added_at, updated_at) values ('v', 'Vectors', 2024, 'ready', 0, 0)",
  ).run()
  const insert = db.prepare(
    "insert into rag_chunks (paper_id, position, section, page_start, page_end, text, overlap) values ('v', ?, 'Body', 1, 1, ?, 0)",
  )
  const write = vectorWriter(db, dimensions)
  const draw = vectorSource(7, dimensions)
  const vectors = Array.from({ length: count }, draw)
  db.transaction(() => {
    for (const [position, vector] of vectors.entries()) {
      write(BigInt(insert.run(position, `chunk ${position}`).lastInsertRowid), vector)
    }
  })()
  return { db, vectors }
}

const count = (db: Db, table: string | null) =>
  table ? (db.prepare(`select count(*) from ${table}`).pluck().get() as number) : null

describe('nearest chunks', () => {
  it('re-scores the sign-bit candidates with their float32 vectors: with every vector in reach it is the exact ranking', () => {
    const { db } = libraryOfVectors(30, 64)
    const nearest = createNearestChunks(db, 64)
    const query = vectorSource(99, 64)()
    const exact = nearest(query, 10, 'exact')
    const quantised = nearest(query, 10, 'quantised')
    expect(quantised.map((row) => row.id)).toEqual(exact.map((row) => row.id))
    for (const [index, row] of quantised.entries()) expect(row.similarity).toBeCloseTo(exact[index]?.similarity ?? 0, 5)
  })

  it('finds a stored vector among thousands through its sign bits', () => {
    const { db, vectors } = libraryOfVectors(3000, 128)
    const nearest = createNearestChunks(db, 128)
    const noise = vectorSource(5, 128)()
    for (const position of [0, 1234, 2999]) {
      const target = vectors[position] ?? new Float32Array(128)
      const query = normalizeVector(target.map((value, index) => value + 0.2 * (noise[index] ?? 0)))
      const [best] = nearest(query, 5, 'quantised')
      const [exactBest] = nearest(query, 5, 'exact')
      expect(best?.id).toBe(exactBest?.id)
      expect(best?.similarity).toBeGreaterThan(0.9)
    }
  })

  it('sees vectors written and removed after its first search', () => {
    const { db } = libraryOfVectors(50, 64)
    const nearest = createNearestChunks(db, 64)
    const query = vectorSource(11, 64)()
    expect(nearest(query, 1, 'quantised')[0]?.similarity).toBeLessThan(0.99)
    const { lastInsertRowid } = db
      .prepare(
        "insert into rag_chunks (paper_id, position, section, page_start, page_end, text, overlap) values ('v', 50, 'Body', 1, 1, 'new', 0)",
      )
      .run()
    vectorWriter(db, 64)(BigInt(lastInsertRowid), query)
    expect(nearest(query, 1, 'quantised')[0]).toMatchObject({ id: Number(lastInsertRowid) })
    db.prepare(`delete from ${vectorTables(64).binary} where chunk_id = ?`).run(lastInsertRowid)
    expect(nearest(query, 1, 'quantised')[0]?.id).not.toBe(Number(lastInsertRowid))
  })

  it('gives an existing library its sign-bit and float tables from the vectors it already holds', () => {
    const { db } = libraryOfVectors(40, 64)
    const tables = vectorTables(64)
    db.exec(`drop table ${tables.binary}; drop table ${tables.floats}`)
    ensureVectorTables(db, 64)
    expect(count(db, tables.binary)).toBe(40)
    expect(count(db, tables.floats)).toBe(40)
    const query = vectorSource(3, 64)()
    const nearest = createNearestChunks(db, 64)
    expect(nearest(query, 5, 'quantised').map((row) => row.id)).toEqual(nearest(query, 5, 'exact').map((row) => row.id))
  })

  it('searches exactly when the size is not a multiple of 8, which sign bits need', () => {
    const { db } = libraryOfVectors(20, 12)
    expect(vectorTables(12)).toMatchObject({ binary: null, floats: null })
    const nearest = createNearestChunks(db, 12)
    expect(nearest(vectorSource(1, 12)(), 3, 'quantised')).toHaveLength(3)
  })

  it('removes a paper’s vectors from every table when the paper leaves the index', async () => {
    const db = createRagDatabase([maserPaper])
    const embedder: Embedder = {
      id: 'test:random:16',
      dimensions: 16,
      embed: async (texts) => texts.map(vectorSource(texts.length, 16)),
    }
    const index = createRagIndex(db, () => 0)
    const { chunks } = await index.indexPaper(maserPaper.id, embedder)
    const tables = vectorTables(16)
    expect([count(db, tables.exact), count(db, tables.binary), count(db, tables.floats)]).toEqual([
      chunks,
      chunks,
      chunks,
    ])
    index.removePaper(maserPaper.id)
    expect([count(db, tables.exact), count(db, tables.binary), count(db, tables.floats)]).toEqual([0, 0, 0])
  })
})
