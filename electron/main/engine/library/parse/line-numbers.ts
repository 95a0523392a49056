import type { PdfPageText, PositionedText } from './pdf-text-items'
import { RightNeighbours } from './right-neighbours'

/** A page with its items indexed for "what is to the right of this number". */
interface IndexedPage extends PdfPageText {
  neighbours: RightNeighbours
}

/**
 * A column of numbers counts as line numbers when it runs down a good part of the page increasing, or when it is
 * long and counts one by one (a page whose top is a figure or table has numbers only below it).
 */
const MIN_NUMBERS = 5
const MIN_HEIGHT_SHARE = 0.25
const MIN_INCREASING_SHARE = 0.8
const MIN_COUNTING_NUMBERS = 8
const SMALL_FONT_SHARE = 0.75
const MAX_LINE_STEP = 1.7
const EVEN_STEP_TOLERANCE = 0.15
const EVEN_STEP_SHARE = 0.7

const numberOf = (item: PositionedText) => (/^\s*\d{1,5}\s*$/.test(item.text) ? Number(item.text) : null)

/** Right edge and font: lineno sets its numbers right-aligned in one font, at one x per column. */
const columnKey = (item: PositionedText) => `${item.fontName}|${Math.round(item.x + item.width)}`

/**
 * lineno sets its numbers apart from the line they count (\linenumbersep, 10pt by default) or in a much smaller font,
 * while a numbered list or bibliography sets its numbers close to their text, in the text's size.
 */
function standsApart(number: PositionedText, neighbours: RightNeighbours): boolean {
  const right = number.x + number.width
  const nearest = neighbours.of(number)
  return !nearest || nearest.x - right >= nearest.size || number.size <= nearest.size * SMALL_FONT_SHARE
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/**
 * Line numbers count lines: most steps down the column are one baseline skip (about 1.2 text sizes). Numbered
 * bibliography labels step by entries of one, two or three lines.
 */
function stepsByLines(items: PositionedText[], neighbours: RightNeighbours): boolean {
  const ordered = [...items].sort((a, b) => b.y - a.y)
  const gaps = ordered.slice(1).map((item, index) => (ordered[index]?.y ?? 0) - item.y)
  if (gaps.length === 0) return false
  const typical = median(gaps)
  const sizes = items.flatMap((item) => neighbours.of(item)?.size ?? [])
  const textSize = sizes.length > 0 ? median(sizes) : typical
  const even = gaps.filter((gap) => Math.abs(gap - typical) <= typical * EVEN_STEP_TOLERANCE).length
  return typical <= textSize * MAX_LINE_STEP && even >= gaps.length * EVEN_STEP_SHARE
}

function isLineNumberColumn(items: PositionedText[], page: IndexedPage): boolean {
  const pageHeight = page.height
  if (items.length < MIN_NUMBERS) return false
  const apart = items.filter((item) => standsApart(item, page.neighbours)).length
  if (apart < items.length * MIN_INCREASING_SHARE || !stepsByLines(items, page.neighbours)) return false
  const ordered = [...items].sort((a, b) => b.y - a.y)
  const top = ordered[0]
  const bottom = ordered[ordered.length - 1]
  if (!top || !bottom) return false
  const values = ordered.map((item) => numberOf(item) ?? 0)
  const steps = values.slice(1).map((value, index) => value - (values[index] ?? 0))
  const enough = (count: number) => count >= steps.length * MIN_INCREASING_SHARE
  if (values.length >= MIN_COUNTING_NUMBERS && enough(steps.filter((step) => step === 1).length)) return true
  return top.y - bottom.y >= pageHeight * MIN_HEIGHT_SHARE && enough(steps.filter((step) => step > 0).length)
}

/** A font that sets (almost) nothing but bare integers, many of them, counting up through the document. */
const NUMBER_FONT_SHARE = 0.9
const MIN_NUMBER_FONT_ITEMS = 20

/** Columns this short say nothing about line spacing. */
const MIN_SPACING_ITEMS = 3

function lineNumberFonts(pages: IndexedPage[]): Set<string> {
  const byFont = new Map<string, { total: number; numbers: { page: IndexedPage; item: PositionedText }[] }>()
  for (const page of pages) {
    for (const item of page.items) {
      if (item.text.trim() === '') continue
      const entry = byFont.get(item.fontName) ?? { total: 0, numbers: [] }
      entry.total++
      if (numberOf(item) !== null && standsApart(item, page.neighbours)) entry.numbers.push({ page, item })
      byFont.set(item.fontName, entry)
    }
  }
  const fonts = new Set<string>()
  for (const [font, { total, numbers }] of byFont) {
    if (numbers.length < MIN_NUMBER_FONT_ITEMS || numbers.length < total * NUMBER_FONT_SHARE) continue
    const ordered = [...numbers].sort(
      (a, b) => a.page.page - b.page.page || Math.round(a.item.x) - Math.round(b.item.x) || b.item.y - a.item.y,
    )
    const values = ordered.map((entry) => numberOf(entry.item) ?? 0)
    const increasing = values.slice(1).filter((value, index) => value > (values[index] ?? 0)).length
    if (increasing < (values.length - 1) * MIN_INCREASING_SHARE) continue
    const columns = new Map<string, { page: IndexedPage; items: PositionedText[] }>()
    for (const { page, item } of numbers) {
      const key = `${page.page}|${columnKey(item)}`
      const column = columns.get(key) ?? { page, items: [] }
      column.items.push(item)
      columns.set(key, column)
    }
    const measured = [...columns.values()].filter((column) => column.items.length >= MIN_SPACING_ITEMS)
    const byLines = measured.filter((column) => stepsByLines(column.items, column.page.neighbours)).length
    if (measured.length > 0 && byLines >= measured.length * EVEN_STEP_SHARE) fonts.add(font)
  }
  return fonts
}

/**
 * Removes manuscript line numbers (AASTeX `linenumbers`, lineno): bare numbers set apart from the text, in a font
 * used for nothing else that counts up through the document, or in one column that counts down a page. They must go
 * before lines are built, because a number shares its baseline with the text line it counts and would otherwise be
 * read as that line's first word.
 */
export function removeLineNumbers(pages: PdfPageText[]): PdfPageText[] {
  const indexed = pages.map((page) => ({ ...page, neighbours: new RightNeighbours(page.items) }))
  const fonts = lineNumberFonts(indexed)
  return indexed.map(({ neighbours, ...page }) => {
    const columns = new Map<string, PositionedText[]>()
    const lineNumbers = new Set<PositionedText>()
    for (const item of page.items) {
      if (numberOf(item) === null) continue
      if (fonts.has(item.fontName)) lineNumbers.add(item)
      const key = columnKey(item)
      const column = columns.get(key)
      if (column) column.push(item)
      else columns.set(key, [item])
    }
    for (const items of columns.values()) {
      if (isLineNumberColumn(items, { ...page, neighbours })) for (const item of items) lineNumbers.add(item)
    }
    if (lineNumbers.size === 0) return page
    return { ...page, items: page.items.filter((item) => !lineNumbers.has(item)) }
  })
}
