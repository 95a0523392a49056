import type { Db } from '../db/open-database'
import { type Chunk, chunkPaper, type PageText, type SectionMark } from './chunk-paper'
import type { Embedder } from './embedder'

const EMBED_BATCH = 32

export class RagError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RagError'
  }
}

const vectorTable = (dimensions: number) => {
  if (!Number.isInteger(dimensions) || dimensions < 8 || dimensions > 4096) {
    throw new RagError(`Unsupported embedding size ${dimensions}`)
  }
  return `rag_vectors_${dimensions}`
}

export interface IndexProgress {
  fraction: number
  message: string
}

/** Writes a paper's chunks, their full-text entries and vectors; a paper is re-indexed in one transaction. */
export function createRagIndex(db: Db, now: () => number) {
  const ensureVectorTable = (dimensions: number) => {
    db.exec(
      `create virtual table if not exists ${vectorTable(dimensions)} using vec0(chunk_id integer primary key, embedding float[${dimensions}] distance_metric=cosine)`,
    )
  }

  const removePaper = (paperId: string) => {
    const previous = db.prepare('select dimensions from rag_papers where paper_id = ?').get(paperId) as
      | { dimensions: number }
      | undefined
    if (previous) {
      ensureVectorTable(previous.dimensions)
      db.prepare(
        `delete from ${vectorTable(previous.dimensions)} where chunk_id in (select id from rag_chunks where paper_id = ?)`,
      ).run(paperId)
    }
    db.prepare('delete from rag_chunks where paper_id = ?').run(paperId)
    db.prepare('delete from rag_papers where paper_id = ?').run(paperId)
  }

  const store = db.transaction((paperId: string, embedder: Embedder, chunks: Chunk[], vectors: Float32Array[]) => {
    removePaper(paperId)
    ensureVectorTable(embedder.dimensions)
    const insertChunk = db.prepare(
      'insert into rag_chunks (paper_id, position, section, page_start, page_end, text) values (?, ?, ?, ?, ?, ?)',
    )
    const insertVector = db.prepare(
      `insert into ${vectorTable(embedder.dimensions)} (chunk_id, embedding) values (?, ?)`,
    )
    chunks.forEach((chunk, index) => {
      const { lastInsertRowid } = insertChunk.run(
        paperId,
        chunk.position,
        chunk.section,
        chunk.pageStart,
        chunk.pageEnd,
        chunk.text,
      )
      insertVector.run(BigInt(lastInsertRowid), vectors[index])
    })
    db.prepare(
      'insert into rag_papers (paper_id, embedder, dimensions, chunks, indexed_at) values (?, ?, ?, ?, ?)',
    ).run(paperId, embedder.id, embedder.dimensions, chunks.length, now())
  })

  return {
    vectorTable,
    ensureVectorTable,

    async indexPaper(
      paperId: string,
      embedder: Embedder,
      options: { signal?: AbortSignal; onProgress?: (progress: IndexProgress) => void } = {},
    ): Promise<{ chunks: number }> {
      const pages = db
        .prepare('select page, text from paper_pages where paper_id = ? order by page')
        .all(paperId) as PageText[]
      if (pages.length === 0) {
        throw new RagError(`Paper ${paperId} has no parsed text yet: parse it (parse_paper) before indexing.`)
      }
      const sections = (
        db
          .prepare('select title, page, is_references from paper_sections where paper_id = ? order by position')
          .all(paperId) as { title: string; page: number; is_references: number }[]
      ).map((row): SectionMark => ({ title: row.title, page: row.page, isReferences: row.is_references === 1 }))
      const chunks = chunkPaper(pages, sections)
      const vectors: Float32Array[] = []
      for (let start = 0; start < chunks.length; start += EMBED_BATCH) {
        options.signal?.throwIfAborted()
        const batch = chunks.slice(start, start + EMBED_BATCH).map((chunk) => `${chunk.section}\n${chunk.text}`)
        vectors.push(...(await embedder.embed(batch, options.signal)))
        options.onProgress?.({
          fraction: Math.min(1, (start + batch.length) / chunks.length),
          message: `Embedded ${Math.min(start + batch.length, chunks.length)} of ${chunks.length} passages`,
        })
      }
      store(paperId, embedder, chunks, vectors)
      return { chunks: chunks.length }
    },

    removePaper: db.transaction(removePaper),

    indexedPapers(): { paperId: string; embedder: string; chunks: number }[] {
      return (
        db.prepare('select paper_id, embedder, chunks from rag_papers').all() as {
          paper_id: string
          embedder: string
          chunks: number
        }[]
      ).map((row) => ({ paperId: row.paper_id, embedder: row.embedder, chunks: row.chunks }))
    },
  }
}

export type RagIndex = ReturnType<typeof createRagIndex>
