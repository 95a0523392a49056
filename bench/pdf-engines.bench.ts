import { readFileSync } from 'node:fs'
import { readPdfTextShare } from '../electron/main/engine/library/parse/pdf-text-items'
import { loadPdfjs } from '../electron/main/engine/library/parse/pdfjs-runtime'
import type { Bench, BenchRow } from './bench-types'
import { fidelityCorpus } from './pdf/fidelity-corpus'
import { orderFreeCharacterRecall, ratio } from './pdf/fidelity-metrics'
import { readPdfiumPages } from './pdf/pdfium-text'
import { pdftotextPages, popplerAvailable, popplerMissing } from './pdf/poppler'

const ROUNDS = 3
const PEER = 'pdftotext (poppler)'

const secondsSince = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9

/** Pages a second over ROUNDS reads after one untimed read, and the text of the last read. */
async function rate(read: () => Promise<string[]>): Promise<{ pagesPerSecond: number; pages: string[] }> {
  let pages = await read()
  const start = process.hrtime.bigint()
  for (let round = 0; round < ROUNDS; round++) pages = await read()
  return { pagesPerSecond: (pages.length * ROUNDS) / secondsSince(start), pages }
}

const pdfjsRead = (bytes: Uint8Array) => async () =>
  (await readPdfTextShare(bytes, { index: 0, parts: 1 })).pages.map((page) =>
    page.items.map((item) => item.text).join(' '),
  )
const pdfiumRead = (bytes: Uint8Array) => async () =>
  (await readPdfiumPages(bytes)).map((runs) => runs.map((run) => run.text).join(' '))

async function timedOnce(work: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint()
  await work()
  return secondsSince(start) * 1000
}

export const bench: Bench = {
  name: 'PDF text engines side by side: pdf.js (patched) and PDFium (WASM), one thread each, against pdftotext',
  async run() {
    if (!(await popplerAvailable())) {
      return [
        {
          suite: 'pdf-engines',
          case: 'all papers',
          ours: '–',
          peer: popplerMissing,
          peerName: PEER,
          goal: '–',
          met: null,
        },
      ]
    }
    const rows: BenchRow[] = [
      {
        suite: 'pdf-engines',
        case: 'engine load, once per thread',
        ours: `pdf.js ${(await timedOnce(loadPdfjs)).toFixed(0)} ms`,
        peer: `PDFium ${(await timedOnce(() => readPdfiumPages(new Uint8Array()).catch(() => []))).toFixed(0)} ms`,
        peerName: 'PDFium WASM (@hyzyla/pdfium)',
        goal: 'report',
        met: null,
      },
    ]
    for (const pdf of fidelityCorpus()) {
      const bytes = new Uint8Array(readFileSync(pdf.path))
      const reference = await rate(() => pdftotextPages(pdf.path))
      const pdfjs = await rate(pdfjsRead(bytes))
      const pdfium = await rate(pdfiumRead(bytes))
      const theirs = reference.pages.join('\n')
      const share = (pages: string[]) => {
        const recall = orderFreeCharacterRecall(pages.join('\n'), theirs)
        return `${(ratio(recall) ?? 1).toFixed(4)} (${recall.total - recall.found} lost)`
      }
      rows.push(
        {
          suite: 'pdf-engines',
          case: `${pdf.name} pages/s, one thread`,
          ours: `pdf.js ${pdfjs.pagesPerSecond.toFixed(1)}`,
          peer: `PDFium ${pdfium.pagesPerSecond.toFixed(1)} · pdftotext ${reference.pagesPerSecond.toFixed(1)}`,
          peerName: 'PDFium / pdftotext',
          goal: 'report',
          met: null,
        },
        {
          suite: 'pdf-engines',
          case: `${pdf.name} characters of pdftotext found (order-free)`,
          ours: `pdf.js ${share(pdfjs.pages)}`,
          peer: `PDFium ${share(pdfium.pages)}`,
          peerName: 'PDFium WASM (@hyzyla/pdfium)',
          goal: 'report',
          met: null,
        },
      )
    }
    return rows
  },
}
