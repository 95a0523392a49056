import { type Gutter, gutterMiddle } from './column-gutter'
import type { PositionedText } from './pdf-text-items'

/** A run of text on one baseline within one column. */
export interface TextLine {
  text: string
  x0: number
  x1: number
  y: number
  size: number
  fontName: string
}

/** Items wider apart than this (in font sizes) belong to different columns or table cells. */
const COLUMN_GAP_EMS = 1.2

function dominant(items: PositionedText[]): PositionedText {
  let best = items[0] as PositionedText
  for (const item of items) if (item.text.length * item.size > best.text.length * best.size) best = item
  return best
}

function joinItems(items: PositionedText[]): string {
  let text = ''
  let previous: PositionedText | null = null
  for (const item of items) {
    if (previous) {
      const gap = item.x - (previous.x + previous.width)
      const needsSpace = gap > 0.15 * Math.max(item.size, previous.size) && !/\s$/.test(text) && !/^\s/.test(item.text)
      if (needsSpace) text += ' '
    }
    text += item.text
    previous = item
  }
  return text.replace(/\s+/g, ' ').trim()
}

/** Smaller than this share of the line's size, and off its baseline, an item is a superscript or a subscript. */
const SCRIPT_SIZE_SHARE = 0.85
const SCRIPT_OFFSET_SHARE = 0.15

/**
 * A superscript stacked over a subscript (asymmetric errors, `0.71^{+0.13}_{−0.14}`) shares its x range with it; read
 * in x order their glyphs interleave (`+0−0..1314`). Each run of scripts is read upper first, then lower.
 */
function unstackScripts(items: PositionedText[]): PositionedText[] {
  const main = items.reduce((largest, item) => (item.size > largest.size ? item : largest))
  const isScript = (item: PositionedText) =>
    item.size < main.size * SCRIPT_SIZE_SHARE && Math.abs(item.y - main.y) > main.size * SCRIPT_OFFSET_SHARE
  const ordered: PositionedText[] = []
  let scripts: PositionedText[] = []
  const flush = () => {
    ordered.push(...scripts.filter((item) => item.y > main.y), ...scripts.filter((item) => item.y <= main.y))
    scripts = []
  }
  for (const item of items) {
    if (isScript(item)) scripts.push(item)
    else {
      flush()
      ordered.push(item)
    }
  }
  flush()
  return ordered
}

function toLine(items: PositionedText[]): TextLine {
  const main = dominant(items)
  const last = items[items.length - 1] as PositionedText
  return {
    text: joinItems(unstackScripts(items)),
    x0: (items[0] as PositionedText).x,
    x1: last.x + last.width,
    y: main.y,
    size: main.size,
    fontName: main.fontName,
  }
}

const visibleEnd = (item: PositionedText) => item.x + item.width * (item.text.trimEnd().length / item.text.length)

/** Two items on one baseline sit on either side of the page's gutter, a blank strip between them. */
function acrossGutter(previous: PositionedText, item: PositionedText, gutter: Gutter | null): boolean {
  if (!gutter) return false
  const middle = gutterMiddle(gutter)
  const end = visibleEnd(previous)
  return end <= middle + 1 && item.x >= middle - 1 && item.x - end >= 0.5 * (gutter.right - gutter.left)
}

/**
 * Groups a page's items into lines: same baseline (superscripts included), split where a wide gap opens or where the
 * gap is the page's column gutter.
 */
export function buildLines(items: PositionedText[], gutter: Gutter | null = null): TextLine[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x)
  const baselines: PositionedText[][] = []
  for (const item of sorted) {
    const current = baselines[baselines.length - 1]
    const anchor = current ? dominant(current) : null
    if (current && anchor && Math.abs(anchor.y - item.y) <= 0.5 * Math.max(anchor.size, item.size)) current.push(item)
    else baselines.push([item])
  }
  const lines: TextLine[] = []
  for (const baseline of baselines) {
    baseline.sort((a, b) => a.x - b.x)
    let run: PositionedText[] = []
    for (const item of baseline) {
      const previous = run[run.length - 1]
      const wideGap =
        previous && item.x - (previous.x + previous.width) > COLUMN_GAP_EMS * Math.max(item.size, previous.size, 1)
      if (previous && (wideGap || acrossGutter(previous, item, gutter))) {
        lines.push(toLine(run))
        run = []
      }
      run.push(item)
    }
    if (run.length > 0) lines.push(toLine(run))
  }
  return lines
}
