import { CHUNK_MAX_CHARS } from './chunk-limits'
import { holdsTable } from './table-text'

export interface PageText {
  page: number
  text: string
}

export interface SectionMark {
  title: string
  page: number
  isReferences: boolean
}

/** A unit the chunker packs: a heading, a paragraph, or a table with its caption. */
interface PaperBlock {
  kind: 'heading' | 'paragraph' | 'table'
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

const year = /\b(?:1[89]|20)\d{2}[a-z]?\b/
/** `Smith, J.`, `Smith J. R.`, `[12]`, `12.`, or `et al.` — how bibliography entries start or read. */
const authorLike = /^(?:\[\d{1,3}\]|\d{1,3}\.\s)|\b\p{Lu}[\p{L}'’-]+,?\s(?:\p{Lu}\.\s?){1,3}|\bet al\b/u
const looksLikeReference = (text: string) => year.test(text) && authorLike.test(text)

/** How many of the blocks after a references heading must read as entries for the heading to count. */
const REFERENCE_PROBE = 4
const REFERENCE_SHARE = 0.5

const tableCaption = /^Table\s+[A-Z]?\d+[.:]/i
const figureCaption = /^(?:Figure|Fig\.)\s+[A-Z]?\d+[.:]/i

/** Prose: a long run of words ending a sentence. Table cells are short or mostly numbers. */
function isProse(text: string): boolean {
  if (text.length < 200 || !/[.!?]$/.test(text)) return false
  const digits = text.replace(/[^\p{N}]/gu, '').length
  return digits < text.length * 0.15
}

/** Whitespace collapsed to single spaces; a table keeps one row per line. */
const collapseSpaces = (text: string) =>
  holdsTable(text)
    ? text
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter((line) => line.length > 0)
        .join('\n')
    : text.replace(/\s+/g, ' ').trim()

/** The blank-line blocks of every page, in order, with the heading each one is (if it is one). */
function rawBlocks(pages: PageText[], sections: SectionMark[]) {
  const headings = new Map(sections.map((section) => [normalizeTitle(section.title), section]))
  return [...pages]
    .sort((a, b) => a.page - b.page)
    .flatMap((page) =>
      page.text.split(/\n\s*\n/).flatMap((block) => {
        const [first = '', ...rest] = block.trim().split('\n')
        const heading = headings.get(normalizeTitle(first)) ?? null
        const parts = heading ? [first, rest.join(' ')] : [block]
        return parts
          .map(collapseSpaces)
          .filter((text) => text.length > 0)
          .map((text, index) => ({ page: page.page, text, heading: index === 0 ? heading : null }))
      }),
    )
}

/**
 * A paper's text as blocks in reading order, without its bibliography. A references heading counts only when the
 * blocks after it read like entries (a year and author initials, or a numbered entry), so a stray "References"
 * line inside a page drops nothing; the bibliography ends at the next heading (appendices are kept).
 */
export function paperBlocks(pages: PageText[], sections: SectionMark[]): PaperBlock[] {
  const raw = rawBlocks(pages, sections)
  const blocks: PaperBlock[] = []
  let inReferences = false
  for (let index = 0; index < raw.length; index++) {
    const block = raw[index]
    if (!block) continue
    if (block.heading) {
      const probe = raw.slice(index + 1, index + 1 + REFERENCE_PROBE).filter((next) => !next.heading)
      const entries = probe.filter((next) => looksLikeReference(next.text)).length
      inReferences = block.heading.isReferences && probe.length > 0 && entries >= probe.length * REFERENCE_SHARE
      if (!inReferences) blocks.push({ kind: 'heading', page: block.page, text: block.text })
      continue
    }
    if (inReferences) continue
    const previous = blocks[blocks.length - 1]
    const extendsTable =
      previous?.kind === 'table' &&
      previous.page === block.page &&
      !isProse(block.text) &&
      !tableCaption.test(block.text) &&
      !figureCaption.test(block.text) &&
      previous.text.length + 1 + block.text.length <= CHUNK_MAX_CHARS
    if (previous && extendsTable) {
      previous.text = `${previous.text}\n${block.text}`
      continue
    }
    blocks.push({ kind: tableCaption.test(block.text) ? 'table' : 'paragraph', page: block.page, text: block.text })
  }
  return blocks
}
