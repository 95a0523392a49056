import { readFileSync } from 'node:fs'
import { distance } from 'fastest-levenshtein'
import { parsePdf } from '../electron/main/engine/library/parse/parse-pdf'
import { sharedFixture } from '../test/helpers/shared-fixtures'
import type { Bench, BenchRow } from './bench-types'
import { pdftotextPages, popplerAvailable, popplerMissing } from './pdf/poppler'

const PAPERS = [
  'pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf',
  'pdfs/cs-arXiv-2304.02623v1-ACM-acmart-twocolumn.pdf',
  'rag-dev/pdfs/astro-BBHSplines-binary-black-hole-population-basis-splines-AASTeX631-twocolumn.pdf',
  'rag-dev/pdfs/astro-BetaPicCN-exocomet-cyanogen-upper-limits-AandA-twocolumn.pdf',
  'rag-dev/pdfs/astro-Kepler3DVel-Galactocentric-velocities-missing-RVs-AASTeX631-preprint-linenumbers.pdf',
]
/** Untimed rounds first, so both sides run at their steady speed: our two reader threads start and JIT-compile pdfjs (each sees only its share of the pages), the OS caches poppler. The cold first parse is reported on its own row. */
const WARMUP_ROUNDS = 10
const ROUNDS = 20

/** Text only: no Markdown markup, no anchors, whitespace collapsed. */
function plain(text: string): string {
  return text
    .replace(/<a id="page-\d+"><\/a>|<!-- references -->/g, ' ')
    .replace(/^#+\s/gm, '')
    .replace(/-\n(?=[a-z])/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** 1 − edit distance / longer length, per page, weighted by page length. */
function agreement(ours: string[], theirs: string[]): number {
  let matched = 0
  let total = 0
  for (let index = 0; index < Math.max(ours.length, theirs.length); index++) {
    const a = plain(ours[index] ?? '')
    const b = plain(theirs[index] ?? '')
    const length = Math.max(a.length, b.length)
    if (length === 0) continue
    matched += length - distance(a, b)
    total += length
  }
  return total === 0 ? 1 : matched / total
}

const secondsSince = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9

async function timed<T>(work: () => Promise<T>): Promise<{ firstSeconds: number; seconds: number; result: T }> {
  let start = process.hrtime.bigint()
  let result = await work()
  const firstSeconds = secondsSince(start)
  for (let round = 1; round < WARMUP_ROUNDS; round++) result = await work()
  start = process.hrtime.bigint()
  for (let round = 0; round < ROUNDS; round++) result = await work()
  return { firstSeconds, seconds: secondsSince(start), result }
}

export const bench: Bench = {
  name: 'PDF → text: pdfjs-dist parse_paper vs poppler pdftotext',
  async run() {
    const rows: BenchRow[] = []
    const hasPoppler = await popplerAvailable()
    for (const paper of PAPERS) {
      const path = sharedFixture(paper)
      const file = paper.slice(paper.lastIndexOf('/') + 1)
      const bytes = new Uint8Array(readFileSync(path))
      const ours = await timed(() => parsePdf(bytes))
      const pages = ours.result.pageCount
      const ourRate = (pages * ROUNDS) / ours.seconds
      if (!hasPoppler) {
        rows.push({
          suite: 'pdf-parse',
          case: `${file} pages/s`,
          ours: `${ourRate.toFixed(1)} pages/s`,
          peer: popplerMissing,
          peerName: 'pdftotext (poppler)',
          goal: '≥ 1.0× pdftotext',
          met: null,
        })
        continue
      }
      const theirs = await timed(() => pdftotextPages(path))
      const theirRate = (theirs.result.length * ROUNDS) / theirs.seconds
      rows.push({
        suite: 'pdf-parse',
        case: `${file} (${pages} pages) speed`,
        ours: `${ourRate.toFixed(1)} pages/s`,
        peer: `${theirRate.toFixed(1)} pages/s`,
        peerName: 'pdftotext (poppler)',
        goal: '≥ 1.0× pdftotext',
        met: ourRate >= theirRate,
      })
      rows.push({
        suite: 'pdf-parse',
        case: `${file} first parse`,
        ours: `${(ours.firstSeconds * 1000).toFixed(0)} ms`,
        peer: `${(theirs.firstSeconds * 1000).toFixed(0)} ms`,
        peerName: 'pdftotext (poppler)',
        goal: '≤ 3× pdftotext',
        met: ours.firstSeconds <= 3 * theirs.firstSeconds,
      })
      rows.push({
        suite: 'pdf-parse',
        case: `${file} character agreement`,
        ours: agreement(ours.result.pages, theirs.result).toFixed(3),
        peer: '1.000 (reference)',
        peerName: 'pdftotext (poppler)',
        goal: 'report',
        met: null,
      })
    }
    return rows
  },
}
