import { textOverBudget } from './pdf-read-error'

/** How much text one read may extract: text runs and characters, per page and for the whole document. */
export interface TextLimits {
  pageItems: number
  pageGlyphs: number
  documentItems: number
  documentGlyphs: number
}

/**
 * The densest page among the test papers holds under 600 text runs and 8,000 characters, the longest paper under
 * 10,000 runs. A page of nested Form XObjects draws millions from a few kilobytes; a book of 500 pages stays inside.
 */
export const TEXT_LIMITS: TextLimits = {
  pageItems: 20_000,
  pageGlyphs: 100_000,
  documentItems: 500_000,
  documentGlyphs: 5_000_000,
}

/** Charges one page's text as it is extracted: text runs and characters. */
export type PageCharge = (items: number, glyphs: number) => void

/** Counts the text a read extracts; past a limit it throws `pdf-text-over-budget`, naming the page. */
export class TextBudget {
  #documentItems = 0
  #documentGlyphs = 0

  constructor(private readonly limits: TextLimits = TEXT_LIMITS) {}

  /** A counter for one page, charging the document's total as it goes. */
  page(number: number): PageCharge {
    let pageItems = 0
    let pageGlyphs = 0
    return (items, glyphs) => {
      pageItems += items
      pageGlyphs += glyphs
      this.#documentItems += items
      this.#documentGlyphs += glyphs
      const limits = this.limits
      if (
        pageItems > limits.pageItems ||
        pageGlyphs > limits.pageGlyphs ||
        this.#documentItems > limits.documentItems ||
        this.#documentGlyphs > limits.documentGlyphs
      ) {
        throw textOverBudget(number)
      }
    }
  }
}
