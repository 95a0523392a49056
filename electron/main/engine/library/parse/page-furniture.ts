import type { OrderedLine } from './reading-order'

export interface PageLines {
  page: number
  height: number
  lines: OrderedLine[]
}

/** Top and bottom share of the page where running headers, footers and page numbers live. */
const MARGIN_SHARE = 0.09

const signature = (text: string) => text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim()
const isPageNumber = (text: string) => /^(?:page\s+)?\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?$/i.test(text.trim())

/** The font size most of the text is set in. */
export function bodySize(pages: PageLines[]): number {
  const weight = new Map<number, number>()
  for (const page of pages) {
    for (const line of page.lines) {
      const size = Math.round(line.size * 2) / 2
      weight.set(size, (weight.get(size) ?? 0) + line.text.length)
    }
  }
  let best = 10
  let bestWeight = -1
  for (const [size, total] of weight) {
    if (total > bestWeight) {
      best = size
      bestWeight = total
    }
  }
  return best
}

function inMargin(line: OrderedLine, height: number): boolean {
  return line.y > height * (1 - MARGIN_SHARE) || line.y < height * MARGIN_SHARE
}

/**
 * Removes running headers and footers (margin lines repeating on several pages, small print in the margins, page
 * numbers) and line numbers (bare numbers outside the text block).
 */
export function removePageFurniture(pages: PageLines[]): PageLines[] {
  const body = bodySize(pages)
  const seen = new Map<string, Set<number>>()
  for (const page of pages) {
    for (const line of page.lines) {
      if (!inMargin(line, page.height)) continue
      const key = signature(line.text)
      const pagesWithIt = seen.get(key) ?? new Set<number>()
      pagesWithIt.add(page.page)
      seen.set(key, pagesWithIt)
    }
  }
  const repeatThreshold = Math.max(2, Math.ceil(pages.length * 0.3))
  return pages.map((page) => {
    const wide = page.lines.filter((line) => line.text.length >= 20)
    const textLeft = Math.min(...wide.map((line) => line.x0))
    const textRight = Math.max(...wide.map((line) => line.x1))
    const lines = page.lines.filter((line) => {
      if (/^\d{1,4}$/.test(line.text) && (line.x1 < textLeft - 1 || line.x0 > textRight + 1)) return false
      if (!inMargin(line, page.height)) return true
      if (isPageNumber(line.text)) return false
      if ((seen.get(signature(line.text))?.size ?? 0) >= repeatThreshold) return false
      return line.size >= body * 0.85
    })
    return { ...page, lines }
  })
}
