import type { Db } from '../db/open-database'

interface LoadedBits {
  version: number
  ids: Float64Array
  /** Each vector's sign bits as 32-bit words, zero-padded to a whole word. */
  words: Uint32Array
  wordsPerVector: number
}

const loaded = new WeakMap<Db, Map<string, LoadedBits>>()

const wordsOf = (bits: Uint8Array, wordsPerVector: number) => {
  const padded = new Uint8Array(wordsPerVector * 4)
  padded.set(bits)
  return new Uint32Array(padded.buffer)
}

const popCount = (word: number) => {
  let value = word - ((word >>> 1) & 0x55555555)
  value = (value & 0x33333333) + ((value >>> 2) & 0x33333333)
  return (((value + (value >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

/**
 * A Hamming scan over one sign-bit table, held in memory (48 bytes a vector at 384 dimensions) because SQLite spends
 * a few microseconds a row calling a distance function where this loop spends tens of nanoseconds. The table's
 * triggers count its changes (vector-tables.ts), and a changed table is read again, whichever process changed it.
 */
export function createSignBitScan(db: Db, table: string) {
  const version = db.prepare('select version from rag_vector_versions where name = ?').pluck()
  const rows = db.prepare(`select chunk_id, bits from ${table}`).raw()

  const current = (): LoadedBits => {
    const byTable = loaded.get(db) ?? new Map<string, LoadedBits>()
    loaded.set(db, byTable)
    const stored = (version.get(table) as number | undefined) ?? 0
    const held = byTable.get(table)
    if (held?.version === stored) return held
    const all = rows.all() as [number, Uint8Array][]
    const wordsPerVector = Math.ceil((all[0]?.[1].length ?? 0) / 4)
    const fresh: LoadedBits = {
      version: stored,
      ids: new Float64Array(all.length),
      words: new Uint32Array(all.length * wordsPerVector),
      wordsPerVector,
    }
    for (const [index, [id, bits]] of all.entries()) {
      fresh.ids[index] = id
      fresh.words.set(wordsOf(bits, wordsPerVector), index * wordsPerVector)
    }
    byTable.set(table, fresh)
    return fresh
  }

  /** The ids of the `count` vectors whose sign bits differ least from the query's (ties at the cut all kept). */
  return (queryBits: Uint8Array, count: number): number[] => {
    const { ids, words, wordsPerVector } = current()
    const query = wordsOf(queryBits, wordsPerVector)
    const distances = new Uint16Array(ids.length)
    const histogram = new Uint32Array(wordsPerVector * 32 + 1)
    for (let vector = 0; vector < ids.length; vector++) {
      let distance = 0
      for (let word = 0; word < wordsPerVector; word++) {
        distance += popCount((words[vector * wordsPerVector + word] ?? 0) ^ (query[word] ?? 0))
      }
      distances[vector] = distance
      histogram[distance] = (histogram[distance] ?? 0) + 1
    }
    let cut = 0
    for (let within = histogram[0] ?? 0; within < count && cut < histogram.length - 1; within += histogram[cut] ?? 0) {
      cut++
    }
    const nearest: number[] = []
    for (let vector = 0; vector < ids.length; vector++) {
      if ((distances[vector] ?? Number.POSITIVE_INFINITY) <= cut) nearest.push(ids[vector] ?? 0)
    }
    return nearest
  }
}
