export interface PageText {
  page: number
  text: string
}

export interface SectionMark {
  title: string
  page: number
  isReferences: boolean
}

export interface Chunk {
  position: number
  section: string
  pageStart: number
  pageEnd: number
  text: string
}

export const CHUNK_MAX_CHARS = 1200
const OVERLAP_MAX_CHARS = 400

interface Paragraph {
  page: number
  text: string
}

const normalizeTitle = (text: string) =>
  text
    .toLowerCase()
    .replace(/^#+\s*/, '')
    .replace(/^(?:\d+(?:\.\d+)*|[ivxlc]+)\.?\s+/i, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/** A paragraph's text on one line; very long ones are cut at sentence ends. */
function splitParagraph(page: number, block: string): Paragraph[] {
  if (block.length <= CHUNK_MAX_CHARS) return [{ page, text: block }]
  const sentences = block.match(/[^.!?]+[.!?]+(\s|$)|[^.!?]+$/g) ?? [block]
  const pieces: string[] = []
  let current = ''
  for (const sentence of sentences) {
    if (current && current.length + sentence.length > CHUNK_MAX_CHARS) {
      pieces.push(current.trim())
      current = ''
    }
    current += sentence
    while (current.length > CHUNK_MAX_CHARS) {
      pieces.push(current.slice(0, CHUNK_MAX_CHARS))
      current = current.slice(CHUNK_MAX_CHARS)
    }
  }
  if (current.trim()) pieces.push(current.trim())
  return pieces.map((text) => ({ page, text }))
}

const blocksOf = (page: PageText) =>
  page.text
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)

/**
 * Section-aware chunks with page ranges: paragraphs are packed up to CHUNK_MAX_CHARS without crossing a section
 * boundary, consecutive chunks share their last short paragraph, and the references section is left out.
 */
export function chunkPaper(pages: PageText[], sections: SectionMark[]): Chunk[] {
  const titles = new Map(sections.map((section) => [normalizeTitle(section.title), section]))
  const chunks: Chunk[] = []
  let section = 'Front matter'
  let inReferences = false
  let buffer: Paragraph[] = []

  const flush = (keepOverlap: boolean) => {
    if (buffer.length === 0) return
    const first = buffer[0]
    const last = buffer[buffer.length - 1]
    if (first && last) {
      chunks.push({
        position: chunks.length,
        section,
        pageStart: first.page,
        pageEnd: last.page,
        text: buffer.map((paragraph) => paragraph.text).join('\n\n'),
      })
    }
    buffer = keepOverlap && last && last.text.length <= OVERLAP_MAX_CHARS && buffer.length > 1 ? [last] : []
  }

  for (const page of [...pages].sort((a, b) => a.page - b.page)) {
    for (const lines of blocksOf(page)) {
      const heading = titles.get(normalizeTitle(lines[0] ?? ''))
      if (heading) {
        flush(false)
        section = heading.title
        inReferences = heading.isReferences
        lines.shift()
      }
      if (inReferences || lines.length === 0) continue
      for (const paragraph of splitParagraph(page.page, lines.join(' '))) {
        const size = buffer.reduce((total, item) => total + item.text.length + 2, 0)
        if (size + paragraph.text.length > CHUNK_MAX_CHARS) flush(true)
        buffer.push(paragraph)
      }
    }
  }
  flush(false)
  return chunks
}
