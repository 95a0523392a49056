/** Letters and digits only, lower-cased: text-layer pieces and parsed text differ in spaces, hyphens and ligatures. */
const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')

/** Shorter pieces (page numbers, single symbols) would be marked wherever they recur. */
const MIN_PIECE = 4

export const PASSAGE_MARK_CLASS = 'reader-passage-mark'

/**
 * Marks the text-layer pieces of a page that belong to a passage (each piece's text occurs in the passage). Returns how
 * many were marked; the first is scrolled into view.
 */
export function markPassage(textLayer: HTMLElement, passage: string): number {
  const wanted = letters(passage)
  let marked = 0
  for (const span of textLayer.querySelectorAll<HTMLElement>('span')) {
    if (span.children.length > 0) continue
    const piece = letters(span.textContent ?? '')
    if (piece.length >= MIN_PIECE && wanted.includes(piece)) {
      span.classList.add(PASSAGE_MARK_CLASS)
      if (marked === 0) span.scrollIntoView({ block: 'center' })
      marked += 1
    }
  }
  return marked
}
