import type { Db } from '../db/open-database'
import { KEYWORD_ONLY } from '../library/store/index-status'
import { type Chunk, chunkPaper } from './chunk-paper'
import type { Embedder } from './embedder'
import { type PageText, paperBlocks, type SectionMark } from './paper-blocks'
import { RagError } from './rag-error'
import { deletePaperVectors, dropOrphanVectors, vectorWriter } from './vector-tables'

const EMBED_BATCH = 32

interface IndexProgress {
  fraction: number
  message: string
}

interface IndexedPaper {
  paperId: string
  /** The embedding model's id, or KEYWORD_ONLY. */
  embedder: string
  dimensions: number
  chunks: number
  indexedAt: number
}

/** Each page's body text as the chunker saw it (bibliography left out), for the page-level keyword score. */
function pageBodies(pages: PageText[], sections: SectionMark[]): { page: number; text: string }[] {
  const byPage = new Map<number, string[]>()
  for (const block of paperBlocks(pages, sections))
    byPage.set(block.page, [...(byPage.get(block.page) ?? []), block.text])
  return [...byPage].map(([page, texts]) => ({ page, text: texts.join('\n\n') }))
}

/** Writes a paper's chunks, their full-text entries and vectors; a paper is re-indexed in one transaction. */
export function createRagIndex(db: Db, now: () => number) {
  dropOrphanVectors(db)

  const removePaper = (paperId: string) => {
    const previous = db.prepare('select dimensions from rag_papers where paper_id = ?').get(paperId) as
      | { dimensions: number }
      | undefined
    if (previous && previous.dimensions > 0) deletePaperVectors(db, previous.dimensions, paperId)
    db.prepare('delete from rag_chunks where paper_id = ?').run(paperId)
    db.prepare('delete from rag_pages where paper_id = ?').run(paperId)
    db.prepare('delete from rag_papers where paper_id = ?').run(paperId)
  }

  const store = db.transaction(
    (
      paperId: string,
      embedder: Embedder | null,
      chunks: Chunk[],
      vectors: Float32Array[],
      pages: { page: number; text: string }[],
    ) => {
      removePaper(paperId)
      const insertChunk = db.prepare(
        'insert into rag_chunks (paper_id, position, section, page_start, page_end, text, overlap) values (?, ?, ?, ?, ?, ?, ?)',
      )
      const writeVector = embedder ? vectorWriter(db, embedder.dimensions) : null
      chunks.forEach((chunk, index) => {
        const { lastInsertRowid } = insertChunk.run(
          paperId,
          chunk.position,
          chunk.section,
          chunk.pageStart,
          chunk.pageEnd,
          chunk.text,
          chunk.overlap,
        )
        const vector = vectors[index]
        if (vector) writeVector?.(BigInt(lastInsertRowid), vector)
      })
      const insertPage = db.prepare('insert into rag_pages (paper_id, page, text) values (?, ?, ?)')
      for (const page of pages) insertPage.run(paperId, page.page, page.text)
      db.prepare(
        'insert into rag_papers (paper_id, embedder, dimensions, chunks, indexed_at) values (?, ?, ?, ?, ?)',
      ).run(paperId, embedder?.id ?? KEYWORD_ONLY, embedder?.dimensions ?? 0, chunks.length, now())
    },
  )

  return {
    /** Chunks a parsed paper and indexes it for keyword search, and for vector search when an embedder is given. */
    async indexPaper(
      paperId: string,
      embedder: Embedder | null,
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
      for (let start = 0; embedder && start < chunks.length; start += EMBED_BATCH) {
        options.signal?.throwIfAborted()
        const batch = chunks.slice(start, start + EMBED_BATCH).map((chunk) => `${chunk.section}\n${chunk.text}`)
        vectors.push(...(await embedder.embed(batch, options.signal)))
        options.onProgress?.({
          fraction: Math.min(1, (start + batch.length) / chunks.length),
          message: `Embedded ${Math.min(start + batch.length, chunks.length)} of ${chunks.length} passages`,
        })
      }
      options.signal?.throwIfAborted()
      if (embedder && vectors.length !== chunks.length) {
        throw new RagError(
          `The embedding model ${embedder.id} returned ${vectors.length} vectors for ${chunks.length} passages: check Settings → Embeddings.`,
        )
      }
      store(paperId, embedder, chunks, vectors, pageBodies(pages, sections))
      options.onProgress?.({ fraction: 1, message: `Indexed ${chunks.length} passages` })
      return { chunks: chunks.length }
    },

    removePaper: db.transaction(removePaper),

    indexedPapers(): IndexedPaper[] {
      return (
        db.prepare('select paper_id, embedder, dimensions, chunks, indexed_at from rag_papers').all() as {
          paper_id: string
          embedder: string
          dimensions: number
          chunks: number
          indexed_at: number
        }[]
      ).map((row) => ({
        paperId: row.paper_id,
        embedder: row.embedder,
        dimensions: row.dimensions,
        chunks: row.chunks,
        indexedAt: row.indexed_at,
      }))
    },
  }
}
