import { type Gutter, gutterMiddle } from './column-gutter'
import type { TextLine } from './text-line'

export type Column = 'left' | 'right' | 'full'

export interface OrderedLine extends TextLine {
  column: Column
}

/** Lines needed on each side before a page counts as two-column. */
const MIN_COLUMN_LINES = 5
/** A blank strip this tall (in line heights) across both columns at once separates two regions (text, then references). */
const REGION_GAP_LINES = 4

interface Gap {
  top: number
  bottom: number
}

function gapsOf(lines: OrderedLine[]): Gap[] {
  const gaps: Gap[] = []
  for (let index = 1; index < lines.length; index++) {
    const above = lines[index - 1] as OrderedLine
    const below = lines[index] as OrderedLine
    if (above.y - below.y > REGION_GAP_LINES * Math.max(above.size, below.size))
      gaps.push({ top: above.y, bottom: below.y })
  }
  return gaps
}

/**
 * The heights where both columns are blank at once, top down: each band between two is a region of its own (text,
 * then references). Both gap lists run top down without overlapping, so one sweep pairs them: a left gap is cut with
 * the first right gap it meets, and neither takes part in another cut.
 */
function regionCuts(left: OrderedLine[], right: OrderedLine[]): number[] {
  const leftGaps = gapsOf(left)
  const rightGaps = gapsOf(right)
  const cuts: number[] = []
  let next = 0
  for (const a of leftGaps) {
    while ((rightGaps[next]?.bottom ?? Number.NEGATIVE_INFINITY) >= a.top) next++
    const b = rightGaps[next]
    if (!b || b.top <= a.bottom) continue
    cuts.push((Math.min(a.top, b.top) + Math.max(a.bottom, b.bottom)) / 2)
    next++
  }
  return cuts
}

/** Left column before right, region by region. */
function readBand(left: OrderedLine[], right: OrderedLine[]): OrderedLine[] {
  const ordered: OrderedLine[] = []
  let leftIndex = 0
  let rightIndex = 0
  for (const cut of [...regionCuts(left, right), Number.NEGATIVE_INFINITY]) {
    for (; leftIndex < left.length && (left[leftIndex]?.y ?? 0) > cut; leftIndex++)
      ordered.push(left[leftIndex] as OrderedLine)
    for (; rightIndex < right.length && (right[rightIndex]?.y ?? 0) > cut; rightIndex++)
      ordered.push(right[rightIndex] as OrderedLine)
  }
  return ordered
}

function columnOf(line: TextLine, pageWidth: number, gutter: Gutter | null): Column {
  const middle = gutter ? gutterMiddle(gutter) : pageWidth / 2
  const slack = pageWidth * 0.02
  if (line.x1 <= middle + slack) return 'left'
  if (line.x0 >= middle - slack) return 'right'
  return 'full'
}

/**
 * Puts a page's lines in reading order. On a two-column page, lines crossing the middle (title, abstract, wide
 * figures) cut the page into bands; within a band the left column is read before the right one.
 */
export function orderLines(lines: TextLine[], pageWidth: number, gutter: Gutter | null = null): OrderedLine[] {
  const byTop = [...lines].sort((a, b) => b.y - a.y || a.x0 - b.x0)
  const withColumns = byTop.map((line) => ({ ...line, column: columnOf(line, pageWidth, gutter) }))
  const left = withColumns.filter((line) => line.column === 'left').length
  const right = withColumns.filter((line) => line.column === 'right').length
  if (left < MIN_COLUMN_LINES || right < MIN_COLUMN_LINES) {
    return withColumns.map((line) => ({ ...line, column: 'full' as const }))
  }
  const ordered: OrderedLine[] = []
  let band: { left: OrderedLine[]; right: OrderedLine[] } = { left: [], right: [] }
  const flush = () => {
    ordered.push(...readBand(band.left, band.right))
    band = { left: [], right: [] }
  }
  for (const line of withColumns) {
    if (line.column === 'full') {
      flush()
      ordered.push(line)
    } else band[line.column].push(line)
  }
  flush()
  return ordered
}
