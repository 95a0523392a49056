import type { Db } from '../../electron/main/engine/db/open-database'
import { type Embedder, normalizeVector } from '../../electron/main/engine/rag/embedder'
import { vectorWriter } from '../../electron/main/engine/rag/vector-tables'

/** mulberry32: a small seeded generator, so every run builds the same library. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

const gaussian = (random: () => number) =>
  Math.sqrt(-2 * Math.log(Math.max(random(), 1e-12))) * Math.cos(2 * Math.PI * random())

/** Words with a Zipf-like spread, as in real text: a few very common, most rare. */
export function syntheticWords(random: () => number, vocabulary: number, count: number): string {
  const words: string[] = []
  for (let index = 0; index < count; index++) {
    const rank = Math.floor(vocabulary ** random())
    words.push(`w${rank.toString(36)}`)
  }
  return words.join(' ')
}

/** How far a text's vector lies from its topic centre, relative to the centre's length. */
const NOISE = 0.8

/**
 * Vectors around a few hundred topic centres (clustered like real embeddings, unlike uniform noise), the same for
 * the same text; queries use it too, so a query lands near the chunks of its topic.
 */
export function createSyntheticEmbedder(dimensions: number, topics: number, seed: number): Embedder {
  const random = seededRandom(seed)
  const centres = Array.from({ length: topics }, () =>
    normalizeVector(Float32Array.from({ length: dimensions }, () => gaussian(random))),
  )
  const hash = (text: string) => {
    let value = 0x811c9dc5
    for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193)
    return value >>> 0
  }
  return {
    id: `synthetic-${dimensions}`,
    dimensions,
    async embed(texts) {
      return texts.map((text) => {
        const local = seededRandom(hash(text))
        const centre = centres[Math.floor(local() * topics)] ?? centres[0]
        return normalizeVector(
          Float32Array.from(
            { length: dimensions },
            (_, index) => (centre?.[index] ?? 0) + (NOISE * gaussian(local)) / Math.sqrt(dimensions),
          ),
        )
      })
    },
  }
}

/** Papers of one-chunk pages written straight into the library tables, as a parse would leave them. */
export function addSyntheticPapers(
  db: Db,
  options: { papers: number; pagesPerPaper: number; wordsPerPage: number; seed: number },
): string[] {
  const random = seededRandom(options.seed)
  const addPaper = db.prepare(
    "insert into papers (id, title, year, parse_status, added_at, updated_at) values (?, ?, 2024, 'ready', 0, 0)",
  )
  const addPage = db.prepare('insert into paper_pages (paper_id, page, text) values (?, ?, ?)')
  const ids: string[] = []
  db.transaction(() => {
    for (let paper = 0; paper < options.papers; paper++) {
      const id = `synthetic-${paper}`
      ids.push(id)
      addPaper.run(id, `Synthetic paper ${paper}`)
      for (let page = 1; page <= options.pagesPerPaper; page++) {
        addPage.run(id, page, `${syntheticWords(random, 20_000, options.wordsPerPage)}.`)
      }
    }
  })()
  return ids
}

/**
 * Indexed papers written straight into the index tables (chunks with their FTS5 entries, page entries, vectors in
 * every vector table), one chunk a page: the bulk of a large library, faster to build than through the chunker.
 */
export async function addIndexedSyntheticPapers(
  db: Db,
  embedder: Embedder,
  options: { papers: number; chunksPerPaper: number; wordsPerChunk: number; seed: number; firstPaper: number },
): Promise<void> {
  const random = seededRandom(options.seed)
  const addPaper = db.prepare(
    "insert into papers (id, title, year, parse_status, added_at, updated_at) values (?, ?, 2024, 'ready', 0, 0)",
  )
  const addChunk = db.prepare(
    "insert into rag_chunks (paper_id, position, section, page_start, page_end, text, overlap) values (?, ?, 'Body', ?, ?, ?, 0)",
  )
  const addPage = db.prepare('insert into rag_pages (paper_id, page, text) values (?, ?, ?)')
  const addVector = vectorWriter(db, embedder.dimensions)
  const addStatus = db.prepare(
    'insert into rag_papers (paper_id, embedder, dimensions, chunks, indexed_at) values (?, ?, ?, ?, 0)',
  )
  for (let paper = options.firstPaper; paper < options.firstPaper + options.papers; paper++) {
    const id = `synthetic-${paper}`
    const texts = Array.from({ length: options.chunksPerPaper }, () =>
      syntheticWords(random, 20_000, options.wordsPerChunk),
    )
    const vectors = await embedder.embed(texts)
    db.transaction(() => {
      addPaper.run(id, `Synthetic paper ${paper}`)
      texts.forEach((text, position) => {
        const { lastInsertRowid } = addChunk.run(id, position, position + 1, position + 1, text)
        addPage.run(id, position + 1, text)
        const vector = vectors[position]
        if (vector) addVector(BigInt(lastInsertRowid), vector)
      })
      addStatus.run(id, embedder.id, embedder.dimensions, texts.length)
    })()
  }
}
