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
    let textLeft = Number.POSITIVE_INFINITY
    let textRight = Number.NEGATIVE_INFINITY
    for (const line of page.lines) {
      if (line.text.length < 20) continue
      textLeft = Math.min(textLeft, line.x0)
      textRight = Math.max(textRight, line.x1)
    }
    const verdicts = page.lines.map((line): Verdict => {
      if (/^\d{1,4}$/.test(line.text) && (line.x1 < textLeft - 1 || line.x0 > textRight + 1)) return 'drop'
      if (!inMargin(line, page.height)) return 'keep'
      if (isPageNumber(line.text)) return 'drop'
      if ((seen.get(signature(line.text))?.size ?? 0) >= repeatThreshold) return 'drop'
      return line.size >= body * 0.85 ? 'keep' : 'small'
    })
    keepSmallPrintOfTextBlocks(page.lines, verdicts)
    return { ...page, lines: page.lines.filter((_line, index) => verdicts[index] === 'keep') }
  })
}

/** `small`: small print in the margin band, furniture unless it belongs to a block of text reaching out of the band. */
type Verdict = 'keep' | 'drop' | 'small'

/** Line `below` follows line `above` in one block: same column, the next baseline down. */
const follows = (above: OrderedLine, below: OrderedLine) =>
  above.column === below.column && above.y - below.y > 0 && above.y - below.y <= 1.5 * Math.max(above.size, below.size)

/**
 * Small print in the margin band that continues a block of text kept outside it (acknowledgements or a footnote
 * running on at the top of the next column, a footnote running down into the bottom band) is the block's, not a
 * running header's: kept. One pass down the reading order and one up.
 */
function keepSmallPrintOfTextBlocks(lines: OrderedLine[], verdicts: Verdict[]): void {
  for (let index = 1; index < lines.length; index++) {
    const above = lines[index - 1]
    const line = lines[index]
    if (verdicts[index] === 'small' && verdicts[index - 1] === 'keep' && above && line && follows(above, line))
      verdicts[index] = 'keep'
  }
  for (let index = lines.length - 2; index >= 0; index--) {
    const line = lines[index]
    const below = lines[index + 1]
    if (verdicts[index] === 'small' && verdicts[index + 1] === 'keep' && line && below && follows(line, below))
      verdicts[index] = 'keep'
  }
}
