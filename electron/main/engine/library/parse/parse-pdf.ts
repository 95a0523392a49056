import type { PaperSection } from '../../../../shared/domain/paper'
import { findGutter } from './column-gutter'
import { separateFigureText, withoutIcons } from './figure-text'
import { removeLineNumbers } from './line-numbers'
import { buildMarkdown } from './markdown-builder'
import { bodySize, type PageLines, removePageFurniture } from './page-furniture'
import { PdfReadError } from './pdf-read-error'
import type { PdfPageText } from './pdf-text-items'
import { readPdfText } from './pdf-text-pool'
import { orderLines } from './reading-order'
import { buildLines } from './text-lines'

export interface ParsedPdf {
  /** `no-text`: no usable text layer (a scan or an empty document); `partial`: some pages' content was corrupt. */
  status: 'ready' | 'partial' | 'no-text'
  /** Pages whose text was lost to corrupt streams. */
  damagedPages: number[]
  pageCount: number
  markdown: string
  pages: string[]
  sections: PaperSection[]
  /** Text of rotated margin stamps (arXiv id) per page. */
  marginText: string[]
  /** Text inside each page's figures (axis labels, ticks, legends), kept out of the body text. */
  figureText: string[]
}

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

/** PDF bytes → Markdown with page anchors, per-page text and sections. Throws PdfReadError for unreadable files. */
export async function parsePdf(bytes: Uint8Array, options: { signal?: AbortSignal } = {}): Promise<ParsedPdf> {
  const raw = await readPdfText(bytes, { signal: options.signal })
  const visible = raw.reduce(
    (sum, page) => sum + page.items.reduce((count, item) => count + item.text.replace(/\s/g, '').length, 0),
    0,
  )
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
