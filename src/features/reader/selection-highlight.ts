import { normalizeRects, type PageRect } from './highlight-rects'

export interface SelectedText {
  page: number
  quote: string
  rects: PageRect[]
}

/** The current text selection, when it lies inside one page's text layer: its page, text and page rectangles. */
export function readSelection(root: HTMLElement): SelectedText | null {
  const selection = window.getSelection()
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null
  const range = selection.getRangeAt(0)
  const pageOf = (node: Node) =>
    (node instanceof Element ? node : node.parentElement)?.closest<HTMLElement>('[data-page]')
  const start = pageOf(range.startContainer)
  const end = pageOf(range.endContainer)
  if (!start || start !== end || !root.contains(start)) return null
  const quote = selection.toString().replace(/\s+/g, ' ').trim()
  const rects = normalizeRects([...range.getClientRects()], start.getBoundingClientRect())
  const page = Number(start.dataset.page)
  if (!quote || rects.length === 0 || !Number.isInteger(page)) return null
  return { page, quote, rects }
}
