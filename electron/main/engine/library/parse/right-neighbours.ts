import type { PositionedText } from './pdf-text-items'

/** Candidates looked at past the first item to the right before giving up on an exact baseline match. */
const MAX_CANDIDATES = 16

const onBaselineOf = (item: PositionedText, other: PositionedText) =>
  Math.abs(item.y - other.y) <= 0.5 * Math.max(item.size, other.size)

/**
 * The first item to the right of any item on its baseline, for a whole page at once in n·log n: the items are cut
 * into baselines (sorted by y, a new one where the gap exceeds half a font size) and each baseline sorted by x, so a
 * query is a binary search and a short walk.
 */
export class RightNeighbours {
  readonly #baselineOf = new Map<PositionedText, PositionedText[]>()

  constructor(items: PositionedText[]) {
    const byHeight = [...items].sort((a, b) => b.y - a.y)
    let baseline: PositionedText[] = []
    let previous: PositionedText | undefined
    for (const item of byHeight) {
      if (previous && previous.y - item.y > 0.5 * Math.max(previous.size, item.size)) {
        baseline.sort((a, b) => a.x - b.x)
        baseline = []
      }
      baseline.push(item)
      this.#baselineOf.set(item, baseline)
      previous = item
    }
    baseline.sort((a, b) => a.x - b.x)
  }

  /** The item nearest to the right of `item`'s end on its baseline, or null. */
  of(item: PositionedText): PositionedText | null {
    const baseline = this.#baselineOf.get(item)
    if (!baseline) return null
    const right = item.x + item.width
    let low = 0
    let high = baseline.length
    while (low < high) {
      const middle = (low + high) >> 1
      if ((baseline[middle]?.x ?? 0) < right) low = middle + 1
      else high = middle
    }
    for (let index = low; index < Math.min(baseline.length, low + MAX_CANDIDATES); index++) {
      const candidate = baseline[index]
      if (candidate && candidate !== item && onBaselineOf(candidate, item)) return candidate
    }
    return null
  }
}
