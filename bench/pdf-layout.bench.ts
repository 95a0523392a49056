import { layoutDocument } from '../electron/main/engine/library/parse/pdf-layout'
import type { PdfPageText } from '../electron/main/engine/library/parse/pdf-text-items'
import type { Bench, BenchRow } from './bench-types'
import { stackedGlyphsPage, twoColumnPage } from './pdf/synthetic-pages'

const ITEM_COUNTS = [16_000, 32_000, 128_000]
const SHAPES: { name: string; page: (items: number) => PdfPageText }[] = [
  { name: 'two-column numbered text', page: twoColumnPage },
  { name: 'nested-XObject glyph pile', page: stackedGlyphsPage },
]
const WARMUP_ROUNDS = 3
const ROUNDS = 3
/** Linear within noise: the time may grow at most this much faster than the item count. */
const LINEAR_SLACK = 2

/** The fastest of a few rounds. */
function layoutMs(page: PdfPageText): number {
  let best = Number.POSITIVE_INFINITY
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now()
    layoutDocument([page])
    best = Math.min(best, performance.now() - started)
  }
  return best
}

export const bench: Bench = {
  name: 'PDF layout (items → lines → columns → Markdown) vs item count, in the reader thread',
  async run() {
    const rows: BenchRow[] = []
    // Untimed rounds first, so the smallest case is not the one that pays for compiling the code.
    for (const shape of SHAPES) {
      for (let round = 0; round < WARMUP_ROUNDS; round++) layoutDocument([shape.page(ITEM_COUNTS[0] ?? 0)])
    }
    for (const shape of SHAPES) {
      let perItem: number | null = null
      for (const items of ITEM_COUNTS) {
        const ms = layoutMs(shape.page(items))
        perItem ??= ms / items
        const linear = perItem * items
        rows.push({
          suite: 'pdf-layout',
          case: `${shape.name}, ${items.toLocaleString('en')} items`,
          ours: `${ms.toFixed(0)} ms`,
          peer: `${linear.toFixed(0)} ms`,
          peerName: `linear from ${ITEM_COUNTS[0]?.toLocaleString('en')} items`,
          goal: `≤ ${LINEAR_SLACK}× linear`,
          met: ms <= LINEAR_SLACK * linear,
        })
      }
    }
    return rows
  },
}
