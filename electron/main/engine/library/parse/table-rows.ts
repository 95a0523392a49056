import { type Gutter, gutterMiddle } from './column-gutter'
import type { TextLine } from './text-line'

/** Cells separated on a baseline: a table row. Written `cell | cell | cell`. */
export const CELL_SEPARATOR = ' | '

/** Fewer consecutive rows than this are not a table (an equation and its number, a signature line). */
const MIN_ROWS = 3
/** Rows further apart than this (in line heights) belong to different tables. */
const MAX_ROW_GAP_LINES = 2.5

/** A piece longer than this is a line of prose (the other column's, where no gutter was found), not a cell. */
const MAX_CELL_LENGTH = 45

type Side = 'left' | 'right' | 'full'

function sideOf(line: TextLine, gutter: Gutter | null): Side {
  if (!gutter) return 'full'
  const middle = gutterMiddle(gutter)
  if (line.x1 <= middle + 1) return 'left'
  if (line.x0 >= middle - 1) return 'right'
  return 'full'
}

interface Row {
  cells: TextLine[]
}

function rowLine(row: Row): TextLine {
  const [first] = row.cells
  const last = row.cells[row.cells.length - 1]
  if (!first || !last) throw new Error('a table row has cells')
  return {
    ...first,
    text: row.cells.map((cell) => cell.text).join(CELL_SEPARATOR),
    x1: last.x1,
    size: row.cells.reduce((largest, cell) => Math.max(largest, cell.size), 0),
    tableRow: true,
  }
}

/**
 * Joins each table row's cells into one line, `cell | cell`: on one side of the gutter (or across the page), three
 * or more baselines in a row, close together, each cut into two or more cells by wide gaps. `baselines` are the
 * page's lines baseline by baseline, top down, each baseline's lines left to right.
 */
export function joinTableRows(baselines: TextLine[][], gutter: Gutter | null): TextLine[] {
  const replaced = new Map<TextLine, TextLine | null>()
  const open = new Map<Side, Row[]>()
  const close = (side: Side) => {
    const rows = open.get(side) ?? []
    if (rows.length >= MIN_ROWS) {
      for (const row of rows) {
        const [first, ...rest] = row.cells
        if (first) replaced.set(first, rowLine(row))
        for (const cell of rest) replaced.set(cell, null)
      }
    }
    open.delete(side)
  }
  for (const baseline of baselines) {
    const bySide = new Map<Side, TextLine[]>()
    for (const line of baseline) {
      const side = sideOf(line, gutter)
      const lines = bySide.get(side)
      if (lines) lines.push(line)
      else bySide.set(side, [line])
    }
    for (const side of ['left', 'right', 'full'] as const) {
      // The other column's lines between two rows leave this side's table open.
      const cells = bySide.get(side)
      if (!cells) continue
      const isRow = cells.length >= 2 && cells.every((cell) => cell.text.length <= MAX_CELL_LENGTH)
      const rows = open.get(side)
      const previous = rows?.[rows.length - 1]?.cells[0]
      const cell = cells[0]
      const near = previous && cell && previous.y - cell.y <= MAX_ROW_GAP_LINES * Math.max(previous.size, cell.size)
      if (!isRow || !near) close(side)
      if (isRow) {
        const table = open.get(side)
        if (table) table.push({ cells })
        else open.set(side, [{ cells }])
      }
    }
  }
  for (const side of ['left', 'right', 'full'] as const) close(side)
  const lines: TextLine[] = []
  for (const line of baselines.flat()) {
    const replacement = replaced.get(line)
    if (replacement === undefined) lines.push(line)
    else if (replacement !== null) lines.push(replacement)
  }
  return lines
}
