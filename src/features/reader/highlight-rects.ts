/** A rectangle as a fraction of the page's width and height (0–1), so it holds at any zoom. */
export interface PageRect {
  x: number
  y: number
  width: number
  height: number
}

export interface BoxLike {
  left: number
  top: number
  width: number
  height: number
}

const clamp = (value: number) => Math.min(Math.max(value, 0), 1)

/** Below this (as a fraction of the page) a rectangle is an artefact of the selection (line ends), not text. */
const minimumSize = 0.001

/**
 * Turns a selection's client rectangles into page-relative rectangles: clipped to the page, empty ones dropped, and
 * pieces of one line that touch or overlap merged into one.
 */
export function normalizeRects(clientRects: readonly BoxLike[], page: BoxLike): PageRect[] {
  if (page.width <= 0 || page.height <= 0) return []
  const clipped: PageRect[] = []
  for (const rect of clientRects) {
    const left = clamp((rect.left - page.left) / page.width)
    const top = clamp((rect.top - page.top) / page.height)
    const right = clamp((rect.left + rect.width - page.left) / page.width)
    const bottom = clamp((rect.top + rect.height - page.top) / page.height)
    if (right - left < minimumSize || bottom - top < minimumSize) continue
    clipped.push({ x: left, y: top, width: right - left, height: bottom - top })
  }
  clipped.sort((a, b) => a.y - b.y || a.x - b.x)
  return mergeLines(clipped)
}

function sameLine(a: PageRect, b: PageRect): boolean {
  const overlap = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
  return overlap > 0.5 * Math.min(a.height, b.height)
}

function mergeLines(rects: PageRect[]): PageRect[] {
  const merged: PageRect[] = []
  for (const rect of rects) {
    const previous = merged.find((candidate) => sameLine(candidate, rect) && touches(candidate, rect))
    if (!previous) {
      merged.push({ ...rect })
      continue
    }
    const left = Math.min(previous.x, rect.x)
    const top = Math.min(previous.y, rect.y)
    previous.width = Math.max(previous.x + previous.width, rect.x + rect.width) - left
    previous.height = Math.max(previous.y + previous.height, rect.y + rect.height) - top
    previous.x = left
    previous.y = top
  }
  return merged
}

/** Gaps up to a small fraction of the page width (a space between words) still count as touching. */
function touches(a: PageRect, b: PageRect): boolean {
  const gap = 0.02
  return b.x <= a.x + a.width + gap && a.x <= b.x + b.width + gap
}

/** CSS percentages for drawing a page rectangle over the page. */
export function rectStyle(rect: PageRect): { left: string; top: string; width: string; height: string } {
  const percent = (value: number) => `${(value * 100).toFixed(3)}%`
  return { left: percent(rect.x), top: percent(rect.y), width: percent(rect.width), height: percent(rect.height) }
}
