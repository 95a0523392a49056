import { type PdfReadError, textOverBudget } from './pdf-read-error'

/** What one read may spend extracting text, per page and for the whole document. */
export interface TextLimits {
  /** Content-stream operators pdfjs evaluates, those of every Form XObject drawn included. */
  pageOperations: number
  documentOperations: number
  /** Characters of the strings the page shows (on the page or not). */
  pageGlyphs: number
  documentGlyphs: number
  /** Text runs extracted. */
  pageItems: number
  documentItems: number
}

/**
 * The test papers' busiest page evaluates under 100,000 operators (vector plots included) and shows under 8,000
 * characters in under 600 runs; the longest paper has under 10,000 runs. A few kilobytes of nested Form XObjects
 * draw millions; a book of 500 pages stays inside.
 */
export const TEXT_LIMITS: TextLimits = {
  pageOperations: 3_000_000,
  documentOperations: 30_000_000,
  pageGlyphs: 100_000,
  documentGlyphs: 5_000_000,
  pageItems: 20_000,
  documentItems: 500_000,
}

declare global {
  /**
   * Charged by patches/pdfjs-dist+5.6.205.patch for every operator pdfjs evaluates and every string it shows while it
   * extracts text; set by the reader for the page it is reading.
   */
  var pdfjsTextBudget: { operation(): void; glyphs(count: number): void } | undefined
}

/**
 * Counts what a read extracts; past a limit it throws `pdf-text-over-budget`, naming the page, and keeps that error:
 * pdfjs wraps what its evaluator throws, so the reader asks `overrun` after a failed page.
 */
export class TextBudget {
  #operations = 0
  #glyphs = 0
  #items = 0
  #overrun: PdfReadError | null = null

  constructor(private readonly limits: TextLimits = TEXT_LIMITS) {}

  get overrun(): PdfReadError | null {
    return this.#overrun
  }

  /** Runs `extract` for page `number` with pdfjs charging its operators and glyphs to this budget. */
  async onPage<T>(number: number, extract: (chargeItems: (count: number) => void) => Promise<T>): Promise<T> {
    const limits = this.limits
    let operations = 0
    let glyphs = 0
    let items = 0
    const overrun = () => {
      this.#overrun ??= textOverBudget(number)
      return this.#overrun
    }
    globalThis.pdfjsTextBudget = {
      operation: () => {
        if (++operations > limits.pageOperations || ++this.#operations > limits.documentOperations) throw overrun()
      },
      glyphs: (count) => {
        glyphs += count
        this.#glyphs += count
        if (glyphs > limits.pageGlyphs || this.#glyphs > limits.documentGlyphs) throw overrun()
      },
    }
    const chargeItems = (count: number) => {
      items += count
      this.#items += count
      if (items > limits.pageItems || this.#items > limits.documentItems) throw overrun()
    }
    try {
      const result = await extract(chargeItems)
      if (this.#overrun) throw this.#overrun
      return result
    } catch (error) {
      throw this.#overrun ?? error
    } finally {
      globalThis.pdfjsTextBudget = undefined
    }
  }
}
