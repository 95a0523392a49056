import type { Db } from '../db/open-database'
import { RagError } from './rag-error'

/**
 * The tables that hold one embedding size's vectors: the sqlite-vec vec0 table for exact search, and beside it the
 * sign bits of each vector (48 bytes at 384 dimensions, for a coarse Hamming scan) and a plain copy of the float32
 * vector, which SQLite reads by chunk id in microseconds where a vec0 point read takes a fraction of a millisecond.
 */
interface VectorTables {
  exact: string
  /** Null when the size is not a multiple of 8, which sign bits need. */
  binary: string | null
  floats: string | null
}

export function vectorTables(dimensions: number): VectorTables {
  if (!Number.isInteger(dimensions) || dimensions < 8 || dimensions > 4096) {
    throw new RagError(`Unsupported embedding size ${dimensions}`)
  }
  const exact = `rag_vectors_${dimensions}`
  const quantisable = dimensions % 8 === 0
  return {
    exact,
    binary: quantisable ? `${exact}_binary` : null,
    floats: quantisable ? `${exact}_float` : null,
  }
}

const tableExists = (db: Db, name: string) =>
  db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name) !== undefined

/**
 * Creates one size's tables. Vectors stored before the companion tables existed (or by an older version) are copied
 * into them once, so an existing library gains the quantised search without being embedded again. Triggers count the
 * changes to the sign bits, so a copy of them held in memory knows when to read them again.
 */
export function ensureVectorTables(db: Db, dimensions: number): VectorTables {
  const tables = vectorTables(dimensions)
  db.exec(
    `create virtual table if not exists ${tables.exact} using vec0(chunk_id integer primary key, embedding float[${dimensions}] distance_metric=cosine)`,
  )
  db.exec('create table if not exists rag_vector_versions (name text primary key, version integer not null)')
  const { binary, floats } = tables
  if (binary && floats && !tableExists(db, binary)) {
    const counted = (event: 'insert' | 'delete') =>
      `create trigger ${binary}_after_${event} after ${event} on ${binary} begin
         insert into rag_vector_versions (name, version) values ('${binary}', 1)
         on conflict (name) do update set version = version + 1;
       end;`
    db.transaction(() => {
      db.exec(`create table ${binary} (chunk_id integer primary key, bits blob not null)`)
      db.exec(`create table ${floats} (chunk_id integer primary key, embedding blob not null)`)
      db.exec(counted('insert'))
      db.exec(counted('delete'))
      db.exec(
        `insert into ${binary} (chunk_id, bits) select chunk_id, vec_quantize_binary(embedding) from ${tables.exact}`,
      )
      db.exec(`insert into ${floats} (chunk_id, embedding) select chunk_id, embedding from ${tables.exact}`)
    })()
  }
  return tables
}

/** Writes one chunk's vector into every table of its size. */
export function vectorWriter(db: Db, dimensions: number): (chunkId: bigint, vector: Float32Array) => void {
  const tables = ensureVectorTables(db, dimensions)
  const statements = [
    db.prepare(`insert into ${tables.exact} (chunk_id, embedding) values (?, ?)`),
    ...(tables.binary && tables.floats
      ? [
          db.prepare(`insert into ${tables.binary} (chunk_id, bits) values (?, vec_quantize_binary(?))`),
          db.prepare(`insert into ${tables.floats} (chunk_id, embedding) values (?, ?)`),
        ]
      : []),
  ]
  return (chunkId, vector) => {
    for (const statement of statements) statement.run(chunkId, vector)
  }
}

const allTables = (tables: VectorTables) => [tables.exact, tables.binary, tables.floats].filter((name) => name !== null)

/** Removes a paper's vectors from every table of the size it was indexed at. */
export function deletePaperVectors(db: Db, dimensions: number, paperId: string): void {
  for (const table of allTables(ensureVectorTables(db, dimensions))) {
    db.prepare(`delete from ${table} where chunk_id in (select id from rag_chunks where paper_id = ?)`).run(paperId)
  }
}

/** Vectors whose chunk is gone (a schema step that dropped every chunk) would collide with new chunk ids. */
export function dropOrphanVectors(db: Db): void {
  const names = db
    .prepare("select name from sqlite_master where type = 'table' and name glob 'rag_vectors_[0-9]*'")
    .all() as { name: string }[]
  for (const { name } of names) {
    const dimensions = /^rag_vectors_(\d+)$/.exec(name)?.[1]
    if (!dimensions) continue
    for (const table of allTables(ensureVectorTables(db, Number(dimensions)))) {
      db.prepare(`delete from ${table} where chunk_id not in (select id from rag_chunks)`).run()
    }
  }
}
