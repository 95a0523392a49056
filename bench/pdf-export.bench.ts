import { chromium } from 'playwright-core'
import { withPdfExportPolicy } from '../electron/main/hosts/common/pdf-export-policy'
import { createChromiumPrintToPdf } from '../electron/main/hosts/headless/chromium-print-to-pdf'
import { findChromium } from '../electron/main/hosts/headless/find-chromium'
import type { Bench, BenchRow } from './bench-types'

const PEER = 'Playwright page.pdf(), Chromium launched once (untimed)'
/** What a user waits at most for "Export PDF" before it feels broken. */
const GOAL_MS = 10_000
const ROUNDS = 3

/** A standalone artifact document of about `paragraphs` paragraphs of Markdown-rendered text. */
function artifactHtml(paragraphs: number): string {
  const body = Array.from(
    { length: paragraphs },
    (_, index) =>
      `<h2>Section ${index + 1}</h2><p>Cepheid period–luminosity fits for field ${index} give μ = 24.4 ± 0.05 mag; the TRGB agrees within 1σ.</p>`,
  ).join('\n')
  return `<!doctype html><html><head><meta charset="utf-8"><title>M31</title></head><body><h1>M31 distance</h1>${body}</body></html>`
}

async function fastest(run: () => Promise<unknown>): Promise<number> {
  let best = Number.POSITIVE_INFINITY
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now()
    await run()
    best = Math.min(best, performance.now() - start)
  }
  return best
}

/** The headless host's export (one `chromium --headless --print-to-pdf` a document) beside a browser kept running. */
export const bench: Bench = {
  name: 'pdf-export',
  async run() {
    const browserPath = findChromium(process.env)
    if (browserPath === null) {
      return [
        {
          suite: 'pdf-export',
          case: 'no Chromium',
          ours: '–',
          peer: '–',
          peerName: PEER,
          goal: 'install Chromium or set CHROMIUM_PATH',
          met: null,
        },
      ]
    }
    const print = createChromiumPrintToPdf({ findBrowser: () => browserPath })
    const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu'] })
    const rows: BenchRow[] = []
    try {
      for (const [label, paragraphs] of [
        ['5 sections', 5],
        ['300 sections', 300],
      ] as const) {
        const html = artifactHtml(paragraphs)
        const ours = await fastest(() => print(html))
        const peer = await fastest(async () => {
          const page = await browser.newPage({ javaScriptEnabled: false })
          await page.setContent(withPdfExportPolicy(html))
          await page.pdf({ format: 'A4', printBackground: true })
          await page.close()
        })
        rows.push({
          suite: 'pdf-export',
          case: label,
          ours: `${Math.round(ours)} ms`,
          peer: `${Math.round(peer)} ms`,
          peerName: PEER,
          goal: `≤ ${GOAL_MS / 1000} s`,
          met: ours <= GOAL_MS,
        })
      }
    } finally {
      await browser.close()
    }
    return rows
  },
}
