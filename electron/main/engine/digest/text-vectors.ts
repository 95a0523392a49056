import { createHash } from 'node:crypto'
import type { Db } from '../db/open-database'
import type { Embedder } from '../rag/embedder'

const EMBED_BATCH = 32

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex')
const toBlob = (vector: Float32Array) => Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength)
const fromBlob = (blob: Buffer) => new Float32Array(blob.buffer.slice(blob.byteOffset, blob.byteOffset + blob.length))

/** Embedding vectors of texts, each embedded once per model and kept in the database. */
export function createTextVectors(db: Db) {
  const read = db.prepare('select vector from digest_vectors where model = ? and text_hash = ?').pluck()
  const write = db.prepare(
    'insert into digest_vectors (model, text_hash, vector) values (?, ?, ?) on conflict do update set vector = excluded.vector',
  )
  const writeAll = db.transaction((model: string, rows: readonly { hash: string; vector: Float32Array }[]) => {
    for (const row of rows) write.run(model, row.hash, toBlob(row.vector))
  })

  return async (embedder: Embedder, texts: readonly string[], signal?: AbortSignal): Promise<Float32Array[]> => {
    const hashes = texts.map(hashOf)
    const vectors = hashes.map((hash) => {
      const blob = read.get(embedder.id, hash) as Buffer | undefined
      const vector = blob ? fromBlob(blob) : null
      return vector?.length === embedder.dimensions ? vector : null
    })
    const missing = vectors.flatMap((vector, index) => (vector ? [] : [index]))
    for (let start = 0; start < missing.length; start += EMBED_BATCH) {
      signal?.throwIfAborted()
      const batch = missing.slice(start, start + EMBED_BATCH)
      const embedded = await embedder.embed(
        batch.map((index) => texts[index] ?? ''),
        signal,
      )
      if (embedded.length !== batch.length) {
        throw new Error(
          `The embedding model ${embedder.id} returned ${embedded.length} vectors for ${batch.length} texts: check Settings → Embeddings.`,
        )
      }
      const rows = batch.flatMap((index, position) => {
        const vector = embedded[position]
        if (!vector) return []
        vectors[index] = vector
        return [{ hash: hashes[index] ?? '', vector }]
      })
      writeAll(embedder.id, rows)
    }
    return vectors.map((vector) => vector ?? new Float32Array(embedder.dimensions))
  }
}

export type TextVectors = ReturnType<typeof createTextVectors>
