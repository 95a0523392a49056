import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { promisify } from 'node:util'
import { distance } from 'fastest-levenshtein'
import { parsePdf } from '../electron/main/engine/library/parse/parse-pdf'
import { sharedFixture } from '../test/helpers/shared-fixtures'
import type { Bench, BenchRow } from './bench-types'

const run = promisify(execFile)
/** Two-column physics and ACM papers, an A&A two-column paper, an AASTeX631 two-column and an AASTeX631 preprint. */
const pdfPaths = [
  'pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf',
  'pdfs/cs-arXiv-2304.02623v1-ACM-acmart-twocolumn.pdf',
  'rag-dev/pdfs/astro-BBHSplines-binary-black-hole-population-basis-splines-AASTeX631-twocolumn.pdf',
  'rag-dev/pdfs/astro-BetaPicCN-exocomet-cyanogen-upper-limits-AandA-twocolumn.pdf',
  'rag-dev/pdfs/astro-Kepler3DVel-Galactocentric-velocities-missing-RVs-AASTeX631-preprint-linenumbers.pdf',
].map(sharedFixture)
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

async function pdftotext(path: string): Promise<string[]> {
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', path, '-'], { maxBuffer: 64 * 1024 * 1024 })
  return stdout.split('\f').slice(0, -1)
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

async function popplerAvailable(): Promise<boolean> {
  try {
    await run('pdftotext', ['-v'])
    return true
  } catch {
    return false
  }
}

export const bench: Bench = {
  name: 'PDF → text: pdfjs-dist parse_paper vs poppler pdftotext',
  async run() {
    const rows: BenchRow[] = []
    const hasPoppler = await popplerAvailable()
    for (const path of pdfPaths) {
      const file = basename(path)
      const bytes = new Uint8Array(readFileSync(path))
      const ours = await timed(() => parsePdf(bytes))
      const pages = ours.result.pageCount
      const ourRate = (pages * ROUNDS) / ours.seconds
      if (!hasPoppler) {
        rows.push({
          suite: 'pdf-parse',
          case: `${file} pages/s`,
          ours: `${ourRate.toFixed(1)} pages/s`,
          peer: 'pdftotext missing: apt-get install -y poppler-utils',
          peerName: 'pdftotext (poppler)',
          goal: '≥ 0.5× pdftotext',
          met: null,
        })
        continue
      }
      const theirs = await timed(() => pdftotext(path))
      const theirRate = (theirs.result.length * ROUNDS) / theirs.seconds
      rows.push({
        suite: 'pdf-parse',
        case: `${file} (${pages} pages) speed`,
        ours: `${ourRate.toFixed(1)} pages/s`,
        peer: `${theirRate.toFixed(1)} pages/s`,
        peerName: 'pdftotext (poppler)',
        goal: '≥ 0.5× pdftotext',
        met: ourRate >= 0.5 * theirRate,
      })
      rows.push({
        suite: 'pdf-parse',
        case: `${file} first parse (reader threads start)`,
        ours: `${(ours.firstSeconds * 1000).toFixed(0)} ms`,
        peer: `${(theirs.firstSeconds * 1000).toFixed(0)} ms`,
        peerName: 'pdftotext (poppler)',
        goal: 'report',
        met: null,
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
