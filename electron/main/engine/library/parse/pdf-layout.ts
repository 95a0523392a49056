import { findGutter } from './column-gutter'
import { separateFigureText, withoutIcons } from './figure-text'
import { removeLineNumbers } from './line-numbers'
import { buildMarkdown } from './markdown-builder'
import { bodySize, type PageLines, removePageFurniture } from './page-furniture'
import { PdfReadError } from './pdf-read-error'
import type { PdfPageText } from './pdf-text-items'
import type { ParsedPdf } from './pdf-text-protocol'
import { orderLines } from './reading-order'
import { buildLines } from './text-lines'

/** Fewer visible characters than this per page on average means there is no real text layer. */
const MIN_CHARACTERS_PER_PAGE = 25

/** Pages as lines in reading order, and the text inside each page's figures, kept apart. */
export function layoutPages(pages: PdfPageText[]): { pages: PageLines[]; figureText: string[] } {
  const laidOut = removeLineNumbers(pages).map((page) => {
    const items = withoutIcons(page.items)
    const gutter = findGutter(items, page.width)
    return { page: page.page, height: page.height, lines: orderLines(buildLines(items, gutter), page.width, gutter) }
  })
  return separateFigureText(laidOut, bodySize(laidOut))
}

/**
 * A document's positioned text → Markdown with page anchors, per-page text and sections. Runs in the reader thread
 * that read the first pages, under the read's deadline. Throws PdfReadError when no page could be decoded.
 */
export function layoutDocument(raw: PdfPageText[]): ParsedPdf {
  let visible = 0
  for (const page of raw) for (const item of page.items) visible += item.text.replace(/\s/g, '').length
  const marginText = raw.map((page) => page.marginText)
  const damagedPages = raw.filter((page) => page.damaged).map((page) => page.page)
  if (raw.length > 0 && damagedPages.length === raw.length) {
    throw new PdfReadError(
      'pdf-unreadable',
      'No page of this PDF could be decoded (its content streams are corrupt). Nothing was changed; download the paper again or check the file in a PDF viewer.',
      { detail: 'corrupt content streams' },
    )
  }
  const intact = raw.length - damagedPages.length
  if (raw.length === 0 || visible < MIN_CHARACTERS_PER_PAGE * intact) {
    return {
      status: 'no-text',
      damagedPages,
      pageCount: raw.length,
      markdown: '',
      pages: raw.map(() => ''),
      sections: [],
      marginText,
      figureText: raw.map(() => ''),
    }
  }
  const laidOut = layoutPages(raw)
  const cleaned = removePageFurniture(laidOut.pages)
  const built = buildMarkdown(cleaned, bodySize(laidOut.pages))
  return {
    status: damagedPages.length > 0 ? 'partial' : 'ready',
    damagedPages,
    pageCount: raw.length,
    ...built,
    marginText,
    figureText: laidOut.figureText,
  }
}
