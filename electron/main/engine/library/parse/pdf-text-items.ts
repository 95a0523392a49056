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
}

export class PdfReadError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause })
    this.name = 'PdfReadError'
  }
}

interface RawItem {
  str: string
  transform: number[]
  width: number
  height: number
  fontName: string
}

const isTextItem = (item: unknown): item is RawItem =>
  typeof item === 'object' && item !== null && 'str' in item && 'transform' in item

function explain(error: unknown): PdfReadError {
  const name = error instanceof Error ? error.name : ''
  const detail = error instanceof Error ? error.message : String(error)
  if (name === 'PasswordException') {
    return new PdfReadError(
      'The PDF is password-protected; open it in a PDF viewer, save an unprotected copy and import that.',
      error,
    )
  }
  return new PdfReadError(
    `This file could not be read as a PDF (${detail}). Nothing was changed; download the paper again or check the file in a PDF viewer.`,
    error,
  )
}

/** Reads the positioned text of every page with pdfjs-dist (legacy build: runs in plain Node without a worker). */
export async function readPdfText(bytes: Uint8Array, options: { maxPages?: number } = {}): Promise<PdfPageText[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  // pdfjs takes ownership of the buffer it is given; keep the caller's bytes intact.
  const task = pdfjs.getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false, useSystemFonts: false })
  try {
    const document = await task.promise.catch((error: unknown) => {
      throw explain(error)
    })
    const pageCount = Math.min(document.numPages, options.maxPages ?? document.numPages)
    const pages: PdfPageText[] = []
    for (let number = 1; number <= pageCount; number++) {
      const page = await document.getPage(number)
      const viewport = page.getViewport({ scale: 1 })
      const content = await page.getTextContent({ disableNormalization: true })
      const items: PositionedText[] = []
      const margin: string[] = []
      for (const item of content.items) {
        if (!isTextItem(item) || item.str.trim() === '') continue
        const [a = 1, b = 0, c = 0, , x = 0, y = 0] = item.transform
        if (Math.abs(b) > 0.01 || Math.abs(c) > 0.01 || a < 0) {
          margin.push(item.str)
          continue
        }
        items.push({ text: item.str, x, y, width: item.width, size: item.height, fontName: item.fontName })
      }
      pages.push({ page: number, width: viewport.width, height: viewport.height, items, marginText: margin.join(' ') })
      page.cleanup()
    }
    return pages
  } catch (error) {
    throw error instanceof PdfReadError ? error : explain(error)
  } finally {
    await task.destroy()
  }
}
