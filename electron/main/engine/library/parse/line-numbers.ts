import type { PdfPageText, PositionedText } from './pdf-text-items'

/**
 * A column of numbers counts as line numbers when it runs down a good part of the page increasing, or when it is
 * long and counts one by one (a page whose top is a figure or table has numbers only below it).
 */
const MIN_NUMBERS = 5
const MIN_HEIGHT_SHARE = 0.25
const MIN_INCREASING_SHARE = 0.8
const MIN_COUNTING_NUMBERS = 8

const numberOf = (item: PositionedText) => (/^\s*\d{1,5}\s*$/.test(item.text) ? Number(item.text) : null)

/** Right edge and font: lineno sets its numbers right-aligned in one font, at one x per column. */
const columnKey = (item: PositionedText) => `${item.fontName}|${Math.round(item.x + item.width)}`

function isLineNumberColumn(items: PositionedText[], pageHeight: number): boolean {
  if (items.length < MIN_NUMBERS) return false
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

/**
 * Removes manuscript line numbers (AASTeX `linenumbers`, lineno): bare numbers in one font and one column that
 * increase down the page over a good part of its height. They must go before lines are built, because a number
 * shares its baseline with the text line it counts and would otherwise be read as that line's first word.
 */
export function removeLineNumbers(page: PdfPageText): PdfPageText {
  const columns = new Map<string, PositionedText[]>()
  for (const item of page.items) {
    if (numberOf(item) === null) continue
    const key = columnKey(item)
    columns.set(key, [...(columns.get(key) ?? []), item])
  }
  const lineNumbers = new Set<PositionedText>()
  for (const items of columns.values()) {
    if (isLineNumberColumn(items, page.height)) for (const item of items) lineNumbers.add(item)
  }
  if (lineNumbers.size === 0) return page
  return { ...page, items: page.items.filter((item) => !lineNumbers.has(item)) }
}
