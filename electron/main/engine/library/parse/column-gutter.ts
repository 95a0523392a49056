import type { PositionedText } from './pdf-text-items'

/** The blank vertical strip between the two columns of a page, in points. */
export interface Gutter {
  left: number
  right: number
}

/** Where the gutter is looked for: the middle share of the page. */
const SEARCH_FROM = 0.3
const SEARCH_TO = 0.7
/** At the gutter, fewer items than this share of a column's busiest point cross it (only full-width lines do). */
const MAX_CROSSING_SHARE = 0.45
const STRIP_TOLERANCE_SHARE = 0.1
/** Narrower than this (in points) a blank strip is a word space, not a gutter. */
const MIN_WIDTH = 4
/** Wider than this share of the page, the blank strip is a figure's or a short page's, not a gutter. */
const MAX_WIDTH_SHARE = 0.12
/** Histogram cells across the page: one per point up to this many, so the count stays linear in the items. */
const MAX_CELLS = 2000

/** How many items cover each histogram cell across the page, and the cell width. */
function coverage(items: PositionedText[], pageWidth: number): { counts: Int32Array; cell: number } {
  const cells = Math.max(1, Math.min(MAX_CELLS, Math.ceil(pageWidth)))
  const cell = pageWidth / cells
  const steps = new Int32Array(cells + 1)
  const clamp = (value: number) => Math.max(0, Math.min(cells, value))
  for (const item of items) {
    if (item.width <= 0 || item.text.trim() === '') continue
    const visibleEnd = item.x + item.width * (item.text.trimEnd().length / item.text.length)
    const start = clamp(Math.floor(item.x / cell))
    const end = clamp(Math.ceil(visibleEnd / cell))
    if (end <= start) continue
    steps[start] = (steps[start] ?? 0) + 1
    steps[end] = (steps[end] ?? 0) - 1
  }
  const counts = new Int32Array(cells)
  let running = 0
  for (let index = 0; index < cells; index++) {
    running += steps[index] ?? 0
    counts[index] = running
  }
  return { counts, cell }
}

function peak(counts: Int32Array, from: number, to: number): number {
  let best = 0
  for (let index = from; index < to; index++) best = Math.max(best, counts[index] ?? 0)
  return best
}

/** Text smaller than this share of the page's main size (figure labels, tick numbers) may sit in the gutter. */
const TEXT_SIZE_SHARE = 0.85

/** The size most of the page's characters are set in. */
function mainSize(items: PositionedText[]): number {
  const weights = new Map<number, number>()
  for (const item of items) {
    const size = Math.round(item.size * 2) / 2
    weights.set(size, (weights.get(size) ?? 0) + item.text.length)
  }
  let best = 0
  let bestWeight = -1
  for (const [size, weight] of weights) {
    if (weight > bestWeight) {
      best = size
      bestWeight = weight
    }
  }
  return best
}

/**
 * Finds a two-column page's gutter from where its text sits: a strip in the middle of the page that only full-width
 * lines (title, abstract, wide tables) and figures' small labels cross, with text on both sides. Linear in the items.
 */
export function findGutter(items: PositionedText[], pageWidth: number): Gutter | null {
  if (!(pageWidth > 0) || items.length === 0) return null
  const textSize = mainSize(items) * TEXT_SIZE_SHARE
  const { counts, cell } = coverage(
    items.filter((item) => item.size >= textSize),
    pageWidth,
  )
  const from = Math.floor(counts.length * SEARCH_FROM)
  const to = Math.ceil(counts.length * SEARCH_TO)
  let lowest = Number.POSITIVE_INFINITY
  for (let index = from; index < to; index++) lowest = Math.min(lowest, counts[index] ?? 0)
  const middle = Math.floor(counts.length / 2)
  const sidePeak = Math.min(peak(counts, 0, middle), peak(counts, middle, counts.length))
  // Items overhang their glyphs a little; cells within a tenth of a column's count of the lowest are the strip too.
  const ceiling = lowest + Math.max(1, Math.round(sidePeak * STRIP_TOLERANCE_SHARE))
  let best: { start: number; end: number } | null = null
  let start = -1
  for (let index = from; index <= to; index++) {
    const inStrip = index < to && (counts[index] ?? 0) <= ceiling
    if (inStrip && start < 0) start = index
    if (!inStrip && start >= 0) {
      if (!best || index - start > best.end - best.start) best = { start, end: index }
      start = -1
    }
  }
  if (!best) return null
  const gutter = { left: best.start * cell, right: best.end * cell }
  const width = gutter.right - gutter.left
  if (width < MIN_WIDTH || width > pageWidth * MAX_WIDTH_SHARE) return null
  const columnPeak = Math.min(peak(counts, 0, best.start), peak(counts, best.end, counts.length))
  if (columnPeak === 0 || lowest > columnPeak * MAX_CROSSING_SHARE) return null
  return gutter
}

/** The x that separates the columns. */
export const gutterMiddle = (gutter: Gutter) => (gutter.left + gutter.right) / 2
