import { pieceHolds } from './find-hits'

const FIND_MARK_CLASS = 'reader-find-mark'
const FIND_CURRENT_CLASS = 'reader-find-current'

/** Marks the text-layer pieces that hold the query; the `current`-th of them is set apart and scrolled to. */
export function markFindHits(textLayer: HTMLElement, query: string, current: number | null): void {
  let index = 0
  for (const span of textLayer.querySelectorAll<HTMLElement>('span')) {
    span.classList.remove(FIND_MARK_CLASS, FIND_CURRENT_CLASS)
    if (span.children.length > 0 || !query || !pieceHolds(span.textContent ?? '', query)) continue
    span.classList.add(FIND_MARK_CLASS)
    if (index === current) {
      span.classList.add(FIND_CURRENT_CLASS)
      span.scrollIntoView({ block: 'center' })
    }
    index += 1
  }
}
