import { CHUNK_MAX_CHARS } from './chunk-limits'
import { type PageText, paperBlocks, type SectionMark } from './paper-blocks'
import { splitSentences } from './split-sentences'

export interface Chunk {
  position: number
  section: string
  pageStart: number
  pageEnd: number
  text: string
  /** Characters at the start of `text` repeated from the previous chunk, for context across the cut. */
  overlap: number
}

/** At most this much of a chunk's end opens the next chunk of the same section. */
const OVERLAP_MAX_CHARS = 240

interface Part {
  page: number
  text: string
  /** How the part joins the one before it: a paragraph break, or a space inside a cut paragraph. */
  joiner: '\n\n' | ' '
}

/** The end of a text from a sentence (or failing that a word) start, at most OVERLAP_MAX_CHARS long. */
function tailOf(text: string): string {
  if (text.length <= OVERLAP_MAX_CHARS) return text
  const window = text.slice(-OVERLAP_MAX_CHARS)
  const sentence = /[.!?]\s+(?=\p{Lu})/u.exec(window)
  if (sentence) return window.slice(sentence.index + sentence[0].length)
  const space = window.indexOf(' ')
  return space === -1 ? window : window.slice(space + 1)
}

const joined = (parts: Part[]) =>
  parts.map((part, index) => (index === 0 ? part.text : `${part.joiner}${part.text}`)).join('')

/**
 * Section-aware chunks that keep every character of the body text: blocks are packed up to CHUNK_MAX_CHARS without
 * crossing a section boundary (they may cross a page break), a block longer than that is cut at sentence ends, a
 * table stays whole with its caption where it fits, and a chunk cut for size opens with the end of the one before
 * (counted in `overlap`). The bibliography is left out.
 */
export function chunkPaper(pages: PageText[], sections: SectionMark[]): Chunk[] {
  const chunks: Chunk[] = []
  let section = 'Front matter'
  let overlap = ''
  let parts: Part[] = []

  const size = () => (overlap ? overlap.length + 1 : 0) + joined(parts).length
  const flush = (carryOverlap: boolean) => {
    const first = parts[0]
    const last = parts[parts.length - 1]
    if (!first || !last) return
    const body = joined(parts)
    chunks.push({
      position: chunks.length,
      section,
      pageStart: first.page,
      pageEnd: last.page,
      text: overlap ? `${overlap} ${body}` : body,
      overlap: overlap ? overlap.length + 1 : 0,
    })
    overlap = carryOverlap ? tailOf(body) : ''
    parts = []
  }
  const add = (part: Part) => {
    const separator = parts.length > 0 ? part.joiner.length : 0
    if (parts.length > 0 && size() + separator + part.text.length > CHUNK_MAX_CHARS) flush(true)
    if (parts.length === 0 && overlap && overlap.length + 1 + part.text.length > CHUNK_MAX_CHARS) overlap = ''
    parts.push(part)
  }

  for (const block of paperBlocks(pages, sections)) {
    if (block.kind === 'heading') {
      flush(false)
      section = block.text
      parts.push({ page: block.page, text: block.text, joiner: '\n\n' })
      continue
    }
    const pieces = splitSentences(block.text, CHUNK_MAX_CHARS)
    if (block.kind === 'table' && pieces.length === 1 && size() + 2 + block.text.length > CHUNK_MAX_CHARS) {
      flush(false)
    }
    for (const [index, text] of pieces.entries()) add({ page: block.page, text, joiner: index === 0 ? '\n\n' : ' ' })
  }
  flush(false)
  return chunks
}
