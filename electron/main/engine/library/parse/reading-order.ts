import type { TextLine } from './text-lines'

export type Column = 'left' | 'right' | 'full'

export interface OrderedLine extends TextLine {
  column: Column
}

/** Lines needed on each side before a page counts as two-column. */
const MIN_COLUMN_LINES = 5

function columnOf(line: TextLine, pageWidth: number): Column {
  const middle = pageWidth / 2
  const slack = pageWidth * 0.02
  if (line.x1 <= middle + slack) return 'left'
  if (line.x0 >= middle - slack) return 'right'
  return 'full'
}

/**
 * Puts a page's lines in reading order. On a two-column page, lines crossing the middle (title, abstract, wide
 * figures) cut the page into bands; within a band the left column is read before the right one.
 */
export function orderLines(lines: TextLine[], pageWidth: number): OrderedLine[] {
  const byTop = [...lines].sort((a, b) => b.y - a.y || a.x0 - b.x0)
  const withColumns = byTop.map((line) => ({ ...line, column: columnOf(line, pageWidth) }))
  const left = withColumns.filter((line) => line.column === 'left').length
  const right = withColumns.filter((line) => line.column === 'right').length
  if (left < MIN_COLUMN_LINES || right < MIN_COLUMN_LINES) {
    return withColumns.map((line) => ({ ...line, column: 'full' as const }))
  }
  const ordered: OrderedLine[] = []
  let band: { left: OrderedLine[]; right: OrderedLine[] } = { left: [], right: [] }
  const flush = () => {
    ordered.push(...band.left, ...band.right)
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
