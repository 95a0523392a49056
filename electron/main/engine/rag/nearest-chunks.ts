import type { Db } from '../db/open-database'
import { createSignBitScan } from './sign-bit-scan'
import { ensureVectorTables } from './vector-tables'

/**
 * From this many vectors of one size on, a Hamming scan of the sign bits plus an exact re-scoring of its best
 * candidates is used: sqlite-vec's exact scan grows with the library (tens of milliseconds at 100,000 vectors,
 * bench/rag-scale.bench.ts) while the re-scoring costs the same at any size, and around here the two are even.
 */
const QUANTISED_MIN_VECTORS = 10_000

/**
 * How many sign-bit candidates are re-scored exactly for each result kept. On the synthetic 100,000-chunk library
 * ×1 kept recall@10 at 0.975 and ×2 at 1.000 against the exact scan; ×4 leaves room for real embeddings, whose
 * sign bits hold less of the ordering than those clustered vectors do.
 */
export const RESCORE_FACTOR = 4

type NearestMethod = 'auto' | 'exact' | 'quantised'

interface NearChunk {
  id: number
  paperId: string
  similarity: number
}

/** The chunks whose vectors lie nearest a query vector, by cosine similarity, best first. */
export function createNearestChunks(db: Db, dimensions: number) {
  const tables = ensureVectorTables(db, dimensions)
  const exact = db.prepare(
    `select v.chunk_id as id, c.paper_id as paperId, 1 - v.distance as similarity
     from ${tables.exact} v join rag_chunks c on c.id = v.chunk_id
     where v.embedding match ? and k = ? order by v.distance`,
  )
  if (!tables.binary || !tables.floats)
    return (vector: Float32Array, depth: number) => exact.all(vector, depth) as NearChunk[]

  const stored = db.prepare('select coalesce(sum(chunks), 0) from rag_papers where dimensions = ?').pluck()
  const signBits = db.prepare('select vec_quantize_binary(?)').pluck()
  const coarse = createSignBitScan(db, tables.binary)
  const rescored = db.prepare(
    `select nearest.id, c.paper_id as paperId, nearest.similarity from (
       select chunk_id as id, 1 - vec_distance_cosine(embedding, ?) as similarity from ${tables.floats}
       where chunk_id in (select value from json_each(?)) order by similarity desc, chunk_id limit ?
     ) nearest join rag_chunks c on c.id = nearest.id
     order by nearest.similarity desc, nearest.id`,
  )
  const quantised = (vector: Float32Array, depth: number) => {
    const candidates = coarse(signBits.get(vector) as Uint8Array, depth * RESCORE_FACTOR)
    return rescored.all(vector, JSON.stringify(candidates), depth) as NearChunk[]
  }
  return (vector: Float32Array, depth: number, method: NearestMethod = 'auto'): NearChunk[] => {
    const useQuantised =
      method === 'quantised' || (method === 'auto' && (stored.get(dimensions) as number) >= QUANTISED_MIN_VECTORS)
    return useQuantised ? quantised(vector, depth) : (exact.all(vector, depth) as NearChunk[])
  }
}
