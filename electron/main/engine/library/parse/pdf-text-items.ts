import { createRequire } from 'node:module'
import { dirname, join, sep } from 'node:path'
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { PdfReadError } from './pdf-read-error'
import { TextBudget } from './pdf-text-budget'
import type { PdfMetadata } from './pdf-text-protocol'
import { loadPdfjs } from './pdfjs-runtime'

/** One run of text as the PDF's text layer places it; y grows upwards (PDF user space). */
export interface PositionedText {
  text: string
  x: number
  y: number
  width: number
  /** Font size in points (the item's height). */
  size: number
  fontName: string
}

export interface PdfPageText {
  page: number
  width: number
  height: number
  items: PositionedText[]
  /** Rotated text (e.g. the arXiv stamp in the margin): not part of the body, still useful for identifiers. */
  marginText: string
  /** The page's content could not be decoded (a corrupt stream): its text is lost. */
  damaged: boolean
}

interface RawItem {
  str: string
  transform: number[]
  width: number
  height: number
  fontName: string
}

function styleFontName(style: unknown): string | undefined {
  if (typeof style !== 'object' || style === null || !('fontName' in style)) return undefined
  return typeof style.fontName === 'string' && style.fontName !== '' ? style.fontName : undefined
}

const isTextItem = (item: unknown): item is RawItem =>
  typeof item === 'object' && item !== null && 'str' in item && 'transform' in item

function explain(error: unknown): PdfReadError {
  const name = error instanceof Error ? error.name : ''
  const detail = error instanceof Error ? error.message : String(error)
  if (name === 'PasswordException') {
    return new PdfReadError(
      'pdf-password',
      'The PDF is password-protected; open it in a PDF viewer, save an unprotected copy and import that.',
      {},
      error,
    )
  }
  return new PdfReadError(
    'pdf-unreadable',
    `This file could not be read as a PDF (${detail}). Nothing was changed; download the paper again or check the file in a PDF viewer.`,
    { detail },
    error,
  )
}

/** Text turned a quarter: upwards (`[0, s, −s, 0]`, a sideways table) or downwards. */
type QuarterTurn = 'up' | 'down'

function quarterTurnOf(transform: number[]): QuarterTurn | null {
  const [a = 1, b = 0, c = 0, d = 1] = transform
  if (Math.abs(a) > 0.01 || Math.abs(d) > 0.01) return null
  if (b > 0 && c < 0) return 'up'
  if (b < 0 && c > 0) return 'down'
  return null
}

/** Where a quarter-turned item sits on the page turned upright (its lines then run across, top to bottom). */
function turnedUpright(item: PositionedText, turn: QuarterTurn, width: number, height: number): PositionedText {
  return turn === 'up' ? { ...item, x: item.y, y: width - item.x } : { ...item, x: height - item.y, y: item.x }
}

const visibleLength = (items: PositionedText[]) => items.reduce((sum, item) => sum + item.text.trim().length, 0)

interface TextChunk {
  items: unknown[]
  styles: Record<string, unknown>
}

/**
 * The page's text items as pdfjs streams them, each chunk charged to the budget as it arrives: past the budget the
 * stream is cancelled, which stops pdfjs evaluating the page's content.
 */
async function streamedText(page: PDFPageProxy, chargeItems: (count: number) => void): Promise<TextChunk> {
  const reader = page.streamTextContent({ disableNormalization: true }).getReader()
  const content: TextChunk = { items: [], styles: {} }
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      const value: TextChunk = chunk.value
      chargeItems(value.items.length)
      Object.assign(content.styles, value.styles)
      for (const item of value.items) content.items.push(item)
    }
  } catch (error) {
    await reader.cancel(error).catch(() => undefined)
    throw error
  }
  return content
}

async function pageText(
  page: PDFPageProxy,
  number: number,
  chargeItems: (count: number) => void,
): Promise<PdfPageText> {
  const viewport = page.getViewport({ scale: 1 })
  const content = await streamedText(page, chargeItems)
  // pdfjs names fonts in the order it meets them, which differs between readers of different pages.
  const fontNameOf = (loadedName: string) => styleFontName(content.styles[loadedName]) ?? loadedName
  const items: PositionedText[] = []
  const turned: Record<QuarterTurn, PositionedText[]> = { up: [], down: [] }
  const margin: string[] = []
  for (const item of content.items) {
    if (!isTextItem(item) || item.str.trim() === '') continue
    const [a = 1, b = 0, , d = 1, x = 0, y = 0] = item.transform
    const placed = { text: item.str, x, y, width: item.width, size: item.height, fontName: fontNameOf(item.fontName) }
    const turn = quarterTurnOf(item.transform)
    if (turn) turned[turn].push(placed)
    // Rotated text is the margin's; slanted text (a skew, A&A's subsection headings) is the body's.
    else if (Math.abs(b) > 0.01 || a <= 0 || d <= 0) margin.push(item.str)
    else items.push(placed)
  }
  page.cleanup()
  const { width, height } = viewport
  // A sideways page (a landscape table): most of its text is turned a quarter. It is read turned upright.
  const turn: QuarterTurn = visibleLength(turned.up) >= visibleLength(turned.down) ? 'up' : 'down'
  if (visibleLength(turned[turn]) > visibleLength(items)) {
    return {
      page: number,
      width: height,
      height: width,
      items: turned[turn].map((item) => turnedUpright(item, turn, width, height)),
      marginText: [...items, ...turned[turn === 'up' ? 'down' : 'up']].map((item) => item.text).join(' '),
      damaged: false,
    }
  }
  margin.push(...turned.up.map((item) => item.text), ...turned.down.map((item) => item.text))
  return { page: number, width, height, items, marginText: margin.join(' '), damaged: false }
}

/** A page whose content pdfjs could not decode: kept in place, empty, and marked so the parse is reported partial. */
async function pageTextOrDamaged(document: PDFDocumentProxy, number: number, budget: TextBudget): Promise<PdfPageText> {
  const page = await document.getPage(number)
  try {
    return await budget.onPage(number, (chargeItems) => pageText(page, number, chargeItems))
  } catch (error) {
    if (error instanceof PdfReadError) throw error
    const { width, height } = page.getViewport({ scale: 1 })
    return { page: number, width, height, items: [], marginText: '', damaged: true }
  }
}

const PREDEFINED_CMAPS = `${join(dirname(createRequire(__filename).resolve('pdfjs-dist/package.json')), 'cmaps')}${sep}`

/** Which share of a document's pages one reader takes: part `index` of `parts` contiguous, nearly equal ranges. */
export interface PageShare {
  index: number
  parts: number
}

/** Documents shorter than this are read by one reader: a second would spend more on fonts than it saves. */
export const MIN_PAGES_TO_SHARE = 4

/** The pages of part `share.index`, 1-based and inclusive; empty when the part gets none. */
export function pagesOfShare(pageCount: number, share: PageShare): { first: number; last: number } {
  if (pageCount < MIN_PAGES_TO_SHARE) return share.index === 0 ? { first: 1, last: pageCount } : { first: 1, last: 0 }
  return {
    first: Math.floor((share.index * pageCount) / share.parts) + 1,
    last: Math.floor(((share.index + 1) * pageCount) / share.parts),
  }
}

const asText = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : Array.isArray(value) && value.every((item) => typeof item === 'string')
      ? value.join('; ')
      : null

/** The Info dictionary's text entries (custom ones too) and every XMP property pdf.js parsed; a broken part is empty. */
async function readMetadata(document: PDFDocumentProxy): Promise<PdfMetadata> {
  const found = await document.getMetadata().catch(() => null)
  const info: Record<string, string> = {}
  const entries: [string, unknown][] = found ? Object.entries(found.info) : []
  for (const [key, value] of entries) {
    if (key === 'Custom' && typeof value === 'object' && value !== null) {
      for (const [customKey, customValue] of Object.entries(value)) {
        const text = asText(customValue)
        if (text !== null) info[customKey] = text
      }
      continue
    }
    const text = asText(value)
    if (text !== null) info[key] = text
  }
  const xmp: Record<string, string> = {}
  const properties: Iterable<[string, unknown]> = found?.metadata ?? []
  for (const [key, value] of properties) {
    const text = asText(value)
    if (text !== null) xmp[key] = text
  }
  return { info, xmp }
}

/**
 * Reads the positioned text of one share of the pages with pdfjs-dist, in the calling thread; with `metadata`, the
 * first share also reads the document's Info dictionary and XMP.
 */
export async function readPdfTextShare(
  bytes: Uint8Array,
  share: PageShare,
  options: { maxPages?: number; metadata?: boolean } = {},
): Promise<{ pages: PdfPageText[]; metadata: PdfMetadata | null }> {
  const pdfjs = await loadPdfjs()
  // pdfjs takes ownership of the buffer it is given; keep the caller's bytes intact.
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    verbosity: 0,
    isEvalSupported: false,
    useSystemFonts: false,
    // A corrupt stream fails its page instead of being skipped in silence: the parse can then say it is partial.
    stopAtErrors: true,
    // With the patch in patches/: each text style carries its font's own name.
    fontExtraProperties: true,
    // Chinese, Japanese and Korean text in non-embedded CID fonts is decoded through Adobe's predefined CMaps.
    cMapUrl: PREDEFINED_CMAPS,
    cMapPacked: true,
  })
  try {
    const document = await task.promise.catch((error: unknown) => {
      throw explain(error)
    })
    const pageCount = Math.min(document.numPages, options.maxPages ?? document.numPages)
    const { first, last } = pagesOfShare(pageCount, share)
    const pages: PdfPageText[] = []
    const budget = new TextBudget()
    for (let number = first; number <= last; number++) pages.push(await pageTextOrDamaged(document, number, budget))
    const metadata = options.metadata && share.index === 0 ? await readMetadata(document) : null
    return { pages, metadata }
  } catch (error) {
    throw error instanceof PdfReadError ? error : explain(error)
  } finally {
    await task.destroy()
  }
}
