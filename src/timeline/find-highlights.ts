const allName = 'timeline-find'
const currentName = 'timeline-find-current'

/** Ranges over the text nodes under `root` where `query` occurs (case-insensitive), in document order. */
function textRanges(root: Element, query: string): Range[] {
  const needle = query.trim().toLocaleLowerCase()
  if (!needle) return []
  const ranges: Range[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.nodeValue ?? '').toLocaleLowerCase()
    for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) {
      const range = document.createRange()
      range.setStart(node, at)
      range.setEnd(node, at + needle.length)
      ranges.push(range)
    }
  }
  return ranges
}

/** The range the current match is drawn on: its occurrence in the row as rendered (the last one when fewer show). */
export function currentRange(scroller: Element, rowIndex: number, occurrence: number, query: string): Range | null {
  const row = scroller.querySelector(`[data-index="${rowIndex}"]`)
  if (!row) return null
  const ranges = textRanges(row, query)
  return ranges[Math.min(occurrence, ranges.length - 1)] ?? null
}

/** Paints every match in the rows now rendered, and the current one in its own colour (CSS Custom Highlights). */
export function paintHighlights(scroller: Element, query: string, current: Range | null) {
  if (typeof CSS === 'undefined' || !('highlights' in CSS)) return
  CSS.highlights.set(allName, new Highlight(...textRanges(scroller, query)))
  if (current) CSS.highlights.set(currentName, new Highlight(current))
  else CSS.highlights.delete(currentName)
}

export function clearHighlights() {
  if (typeof CSS === 'undefined' || !('highlights' in CSS)) return
  CSS.highlights.delete(allName)
  CSS.highlights.delete(currentName)
}

/** Scrolls the scroller so the range sits in the middle of it; true when it was already in view. */
export function scrollRangeIntoView(scroller: HTMLElement, range: Range): boolean {
  const box = scroller.getBoundingClientRect()
  const rect = range.getBoundingClientRect()
  if (rect.top >= box.top && rect.bottom <= box.bottom) return true
  scroller.scrollTop += rect.top - box.top - box.height / 2
  return false
}
