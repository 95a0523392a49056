import { type Gutter, gutterMiddle } from './column-gutter'
import type { PositionedText } from './pdf-text-items'
import { joinTableRows } from './table-rows'
import type { TextLine } from './text-line'

/** Items wider apart than this (in font sizes) belong to different columns or table cells. */
const COLUMN_GAP_EMS = 1.2

function dominant(items: PositionedText[]): PositionedText {
  let best = items[0] as PositionedText
  for (const item of items) if (item.text.length * item.size > best.text.length * best.size) best = item
  return best
}

/** Smaller than this share of the line's size, and off its baseline, an item is a superscript or a subscript. */
const SCRIPT_SIZE_SHARE = 0.85
const SCRIPT_OFFSET_SHARE = 0.12

type Placement = 'base' | 'superscript' | 'subscript'

interface PlacedText {
  item: PositionedText
  placement: Placement
}

function placementOf(item: PositionedText, main: PositionedText): Placement {
  if (item.size >= main.size * SCRIPT_SIZE_SHARE || Math.abs(item.y - main.y) <= main.size * SCRIPT_OFFSET_SHARE)
    return 'base'
  return item.y > main.y ? 'superscript' : 'subscript'
}

/** A gap wider than this share of the font size is a space. */
const SPACE_SHARE = 0.15
const AFTER_SCRIPT_SPACE_SHARE = 0.04

/** Looks at the last character only: `/\s$/` would search a long line from its start at every step. */
const endsInSpace = (text: string) => /\s/.test(text.slice(-1))

const SCRIPT_MARK: Record<Placement, string> = { base: '', superscript: '^', subscript: '_' }

interface Run {
  placement: Placement
  text: string
  /** A gap opens before the run: the text gets a space there. */
  spaced: boolean
}

/** Consecutive items in the same placement, with a space inside a run where a gap opens. */
function runsOf(placed: PlacedText[]): Run[] {
  const runs: Run[] = []
  let previous: PlacedText | null = null
  for (const current of placed) {
    const { item, placement } = current
    const gap = previous ? item.x - (previous.item.x + previous.item.width) : 0
    // TeX sets a script tight against the word that follows it; any real gap before a word is a space (`10^8 W`).
    const afterScript =
      previous !== null && previous.placement !== 'base' && placement === 'base' && /^[\p{L}\p{N}]/u.test(item.text)
    const spaceShare = afterScript ? AFTER_SCRIPT_SPACE_SHARE : SPACE_SHARE
    const spaced = previous !== null && gap > spaceShare * Math.max(item.size, previous.item.size)
    const text = placement === 'base' ? item.text : item.text.trim()
    const last = runs[runs.length - 1]
    if (last && last.placement === placement) last.text += spaced && !endsInSpace(last.text) ? ` ${text}` : text
    else runs.push({ placement, text, spaced })
    previous = current
  }
  return runs
}

/**
 * Joins a line's items, with a space where a gap opens. A superscript run is written `^run`, a subscript run `_run`
 * (`10^12 cm^-2`, `M_⊙`), in braces when it holds a space or a letter or digit follows it directly (`M_{⊙}yr`).
 */
function joinItems(placed: PlacedText[]): string {
  const runs = runsOf(placed)
  let text = ''
  for (const [index, run] of runs.entries()) {
    if (run.spaced && !endsInSpace(text) && !/^\s/.test(run.text)) text += ' '
    // A raised number opening a line labels it (a reference's or an affiliation's number): it is not an exponent.
    if (run.placement === 'base' || index === 0) {
      text += run.text
      continue
    }
    const next = runs[index + 1]
    const joinsNext = next?.placement === 'base' && !next.spaced && /^[\p{L}\p{N}]/u.test(next.text)
    const braced = joinsNext || /\s/.test(run.text)
    text += `${SCRIPT_MARK[run.placement]}${braced ? `{${run.text}}` : run.text}`
  }
  return text.replace(/\s+/g, ' ').trim()
}

/**
 * Places each item on the line's baseline or as a script. A superscript stacked over a subscript (asymmetric errors,
 * `0.71^{+0.13}_{−0.14}`) shares its x range with it; read in x order their glyphs interleave (`+0−0..1314`). Each run
 * of scripts is read upper first, then lower.
 */
function placeItems(items: PositionedText[]): PlacedText[] {
  const main = dominant(items)
  const ordered: PlacedText[] = []
  let scripts: PlacedText[] = []
  const flush = () => {
    ordered.push(
      ...scripts.filter((script) => script.placement === 'superscript'),
      ...scripts.filter((script) => script.placement === 'subscript'),
    )
    scripts = []
  }
  for (const item of items) {
    const placement = placementOf(item, main)
    if (placement !== 'base') scripts.push({ item, placement })
    else {
      flush()
      ordered.push({ item, placement })
    }
  }
  flush()
  return ordered
}

function toLine(items: PositionedText[]): TextLine {
  const main = dominant(items)
  const last = items[items.length - 1] as PositionedText
  return {
    text: joinItems(placeItems(items)),
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
 * gap is the page's column gutter; a table's cells are then joined into one line per row.
 */
export function buildLines(items: PositionedText[], gutter: Gutter | null = null): TextLine[] {
  const baselines: TextLine[][] = []
  for (const baseline of baselinesOf(items, gutter)) {
    const lines: TextLine[] = []
    baselines.push(lines)
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
  return joinTableRows(baselines, gutter)
}

interface Baseline {
  items: PositionedText[]
  /** The item that sets the baseline: the one with the most ink (text length × size). */
  anchor: PositionedText
}

const ink = (item: PositionedText) => item.text.length * item.size
const sameBaseline = (anchor: PositionedText, item: PositionedText) =>
  Math.abs(anchor.y - item.y) <= 0.5 * Math.max(anchor.size, item.size)

/** Items from the top down, each joining the baseline above it when close enough to its anchor. */
function clusterBaselines(items: PositionedText[]): Baseline[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x)
  const baselines: Baseline[] = []
  for (const item of sorted) {
    const current = baselines[baselines.length - 1]
    if (current && sameBaseline(current.anchor, item)) {
      current.items.push(item)
      if (ink(item) > ink(current.anchor)) current.anchor = item
    } else baselines.push({ items: [item], anchor: item })
  }
  return baselines
}

/**
 * A page's items grouped by baseline. With a gutter each column is grouped on its own first, so that a superscript
 * joins its own line rather than the other column's line at its height; baselines of the two columns at one height
 * are then put back together (a full-width line crosses the gutter).
 */
function baselinesOf(items: PositionedText[], gutter: Gutter | null): PositionedText[][] {
  if (!gutter) return clusterBaselines(items).map((baseline) => baseline.items)
  const middle = gutterMiddle(gutter)
  const isLeft = (item: PositionedText) => item.x + (visibleEnd(item) - item.x) / 2 < middle
  const groups = [
    ...clusterBaselines(items.filter(isLeft)),
    ...clusterBaselines(items.filter((item) => !isLeft(item))),
  ].sort((a, b) => b.anchor.y - a.anchor.y)
  const merged: PositionedText[][] = []
  let previous: Baseline | null = null
  for (const group of groups) {
    if (previous && sameBaseline(previous.anchor, group.anchor) && isLeft(previous.anchor) !== isLeft(group.anchor)) {
      merged[merged.length - 1]?.push(...group.items)
      previous = null
      continue
    }
    merged.push([...group.items])
    previous = group
  }
  return merged
}
