import type { PaperSection } from '../../../../shared/domain/paper'
import { dottedSectionNumber, headingOf, isFigureLabel, upperShare } from './headings'
import type { PageLines } from './page-furniture'
import type { Column, OrderedLine } from './reading-order'
import { joinWrappedLines, normalizeGlyphs } from './text-normalize'

export interface BuiltDocument {
  markdown: string
  /** Plain reading-order text per page (index 0 = page 1). */
  pages: string[]
  sections: PaperSection[]
}

type Block =
  | { kind: 'heading'; text: string; level: number; isReferences: boolean; line: OrderedLine }
  /** A table's paragraph keeps one line per row. */
  | { kind: 'paragraph'; lines: string[]; table: boolean }

interface BodyStyle {
  size: number
  fontName: string
}

/** A numbered bibliography entry: `[12] A. Author`, `12. A. Author`, `12 A. B. Author`. */
const referenceEntry = /^(?:\[\d{1,3}\]|\d{1,3}\.?)\s+(?:[A-Z][a-z]*\.?\s?(?:-[A-Z]\.\s?)?)+[A-Z]/
/** What starts a bibliography where no heading does: an entry naming an author by initials, not a footnote. */
const opensBibliography = (text: string) =>
  referenceEntry.test(text) && /^(?:\[\d{1,3}\]|\d{1,3}\.?)\s+.{0,20}\b\p{Lu}\.[\s,-]/u.test(text)

function columnEdges(lines: OrderedLine[]): Record<Column, number> {
  const edge = (column: Column) => {
    const xs = lines.filter((line) => line.column === column && line.text.length >= 20).map((line) => line.x0)
    return xs.length > 0 ? Math.min(...xs) : 0
  }
  return { left: edge('left'), right: edge('right'), full: edge('full') }
}

/** A line continues the paragraph when it follows closely in the same column, or opens the next column unindented. */
function continuesParagraph(
  line: OrderedLine,
  previous: OrderedLine,
  edges: Record<Column, number>,
  hangingIndent: boolean,
): boolean {
  const indent = 0.7 * line.size
  if (line.column !== previous.column) return hangingIndent || line.x0 - edges[line.column] <= indent
  const gap = previous.y - line.y
  if (gap > previous.size * 1.75 || gap < 0) return false
  return hangingIndent || line.x0 - previous.x0 <= indent
}

/** A wrapped heading: the next line, close below, in the heading's font and style. */
function continuesHeading(line: OrderedLine, heading: OrderedLine): boolean {
  const gap = heading.y - line.y
  return (
    line.fontName === heading.fontName &&
    Math.abs(line.size - heading.size) < 0.5 &&
    gap > 0 &&
    gap <= heading.size * 1.6 &&
    upperShare(line.text) >= 0.7 === upperShare(heading.text) >= 0.7
  )
}

/** Shorter than this, the line after a heading candidate is a label, not the text a heading opens. */
const OPENING_TEXT_LENGTH = 20
const caption = /^(?:fig\.?|figure|table)\s/i

/**
 * An unnumbered heading opens text: the next line is text (not a caption), another heading or the heading's second line. A
 * figure's axis label ("Teff [K]") is followed by tick numbers or its caption.
 */
function opensText(line: OrderedLine, next: OrderedLine | undefined, body: BodyStyle): boolean {
  // "3.2. ASAS-SN": a numbered section heading needs no text after it to be one (an equation or figure may follow).
  if (!next || dottedSectionNumber.test(line.text)) return true
  const text = normalizeGlyphs(next.text)
  if (text.length >= OPENING_TEXT_LENGTH && !caption.test(text)) return true
  return headingOf({ ...next, text }, body) !== null || continuesHeading(next, line)
}

function pageBlocks(lines: OrderedLine[], body: BodyStyle, state: { inReferences: boolean }): Block[] {
  const blocks: Block[] = []
  const edges = columnEdges(lines)
  let previous: OrderedLine | null = null
  for (const [index, line] of lines.entries()) {
    const text = normalizeGlyphs(line.text)
    const last = blocks[blocks.length - 1]
    if (
      last?.kind === 'heading' &&
      previous === null &&
      last.text.length + text.length <= 200 &&
      continuesHeading(line, last.line)
    ) {
      const merged = `${last.text} ${text}`
      if (isFigureLabel(merged)) {
        // A label that only reads as one once wrapped ("ln(D/kpc)" over "V_z [kms^−1]"): text, not a heading.
        blocks[blocks.length - 1] = { kind: 'paragraph', lines: [last.text, text], table: false }
        previous = line
        continue
      }
      last.text = merged
      last.line = line
      continue
    }
    const current = blocks[blocks.length - 1]
    if (line.tableRow) {
      if (current?.kind === 'paragraph' && current.table && previous?.tableRow) current.lines.push(text)
      else blocks.push({ kind: 'paragraph', lines: [text], table: true })
      previous = line
      continue
    }
    const heading = headingOf({ ...line, text }, body)
    if (heading && opensText(line, lines[index + 1], body)) {
      if (heading.isReferences) state.inReferences = true
      blocks.push({ kind: 'heading', text, ...heading, line })
      previous = null
      continue
    }
    const startsEntry = referenceEntry.test(text) && line.size <= body.size
    if (startsEntry && !state.inReferences && blocks.length > 0 && opensBibliography(text)) {
      state.inReferences = true
      blocks.push({ kind: 'heading', text: 'References', level: 2, isReferences: true, line })
    }
    const isNewEntry = state.inReferences && startsEntry
    const paragraph = blocks[blocks.length - 1]
    if (
      paragraph?.kind === 'paragraph' &&
      !paragraph.table &&
      previous &&
      !isNewEntry &&
      continuesParagraph(line, previous, edges, state.inReferences)
    ) {
      paragraph.lines.push(text)
    } else blocks.push({ kind: 'paragraph', lines: [text], table: false })
    previous = line
  }
  return blocks
}

function mostCommonFont(pages: PageLines[], size: number): string {
  const counts = new Map<string, number>()
  for (const page of pages) {
    for (const line of page.lines) {
      if (Math.abs(line.size - size) <= 0.5)
        counts.set(line.fontName, (counts.get(line.fontName) ?? 0) + line.text.length)
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ''
}

/** Markdown with a page anchor before each page's text, headings, joined paragraphs and a marked references part. */
export function buildMarkdown(pages: PageLines[], bodySize: number): BuiltDocument {
  const body = { size: bodySize, fontName: mostCommonFont(pages, bodySize) }
  const parts: string[] = []
  const pageTexts: string[] = []
  const sections: PaperSection[] = []
  const state = { inReferences: false }
  let titleSeen = false
  for (const page of pages) {
    parts.push(`<a id="page-${page.page}"></a>`)
    const texts: string[] = []
    for (const block of pageBlocks(page.lines, body, state)) {
      if (block.kind === 'paragraph') {
        const paragraph = block.table ? block.lines.join('\n') : joinWrappedLines(block.lines)
        parts.push(paragraph)
        texts.push(paragraph)
        continue
      }
      const isTitle: boolean = !titleSeen && page.page === 1 && block.line.size >= body.size * 1.15
      titleSeen ||= isTitle
      const level = isTitle ? 1 : Math.max(block.level, 2)
      sections.push({ title: block.text, level, page: page.page, isReferences: block.isReferences })
      if (block.isReferences) parts.push('<!-- references -->')
      parts.push(`${'#'.repeat(level)} ${block.text}`)
      texts.push(block.text)
    }
    pageTexts.push(texts.join('\n\n'))
  }
  return { markdown: `${parts.join('\n\n')}\n`, pages: pageTexts, sections }
}
