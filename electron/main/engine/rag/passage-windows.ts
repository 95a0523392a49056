import { nearDuplicate } from './near-duplicates'
import type { Passage } from './passage'

/** A chunk as the search loads it. */
export interface ChunkRow {
  id: number
  paper_id: string
  position: number
  overlap: number
  section: string
  page_start: number
  page_end: number
  text: string
  title: string
  year: number | null
  first_author: string | null
}

interface Window {
  rows: ChunkRow[]
  score: number
}

const newLength = (rows: ChunkRow[]) => rows.reduce((total, row) => total + row.text.length - row.overlap, 0)

/**
 * Grows a passage from its best chunk by the neighbouring chunks on the same pages, the better-ranked side first,
 * while it stays within `maxChars`; chunks another passage holds are not taken.
 */
function grow(
  window: Window,
  maxChars: number,
  taken: Set<number>,
  scores: Map<number, number>,
  chunkAt: (paperId: string, position: number) => ChunkRow | undefined,
): void {
  const [seed] = window.rows
  if (!seed) return
  const fits = (row: ChunkRow | undefined): row is ChunkRow =>
    row !== undefined &&
    !taken.has(row.id) &&
    row.page_start <= seed.page_end &&
    row.page_end >= seed.page_start &&
    newLength(window.rows) + row.text.length - row.overlap <= maxChars
  for (;;) {
    const first = window.rows[0]
    const last = window.rows[window.rows.length - 1]
    if (!first || !last) return
    const sides = [chunkAt(last.paper_id, last.position + 1), chunkAt(first.paper_id, first.position - 1)].filter(fits)
    sides.sort((a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0))
    const next = sides[0]
    if (!next) return
    taken.add(next.id)
    window.rows = [...window.rows, next].sort((a, b) => a.position - b.position)
  }
}

function passageOf(window: Window, position: number): Passage {
  const [first, ...rest] = window.rows
  const last = window.rows[window.rows.length - 1] ?? first
  if (!first || !last) throw new Error('A passage window holds no chunk')
  return {
    key: `P${position + 1}`,
    chunkId: first.id,
    paperId: first.paper_id,
    paperTitle: first.title,
    firstAuthor: first.first_author ?? 'Unknown',
    year: first.year,
    section: first.section,
    pageStart: first.page_start,
    pageEnd: last.page_end,
    text: [first.text, ...rest.map((row) => row.text.slice(row.overlap))].join(' '),
    score: window.score,
  }
}

/**
 * The k best passages, best first: each opens at the best-ranked chunk no earlier passage holds or repeats, and
 * grows by its neighbours before the next is chosen, so asking for more passages never changes the first ones. Only
 * the chunks a passage considers are read.
 */
export function choosePassages(
  ranked: { id: number; score: number }[],
  k: number,
  maxChars: number,
  chunk: (id: number) => ChunkRow | undefined,
  chunkAt: (paperId: string, position: number) => ChunkRow | undefined,
): Passage[] {
  const scores = new Map(ranked.map(({ id, score }) => [id, score]))
  const taken = new Set<number>()
  const chosen: Window[] = []
  for (const { id, score } of ranked) {
    if (chosen.length >= k) break
    if (taken.has(id)) continue
    const row = chunk(id)
    if (!row) continue
    if (chosen.some((window) => window.rows.some((kept) => nearDuplicate(kept.text, row.text)))) continue
    const window = { rows: [row], score }
    taken.add(row.id)
    grow(window, maxChars, taken, scores, chunkAt)
    chosen.push(window)
  }
  return chosen.map(passageOf)
}
