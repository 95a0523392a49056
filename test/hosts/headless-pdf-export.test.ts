import { chmodSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createEngine } from '../../electron/main/engine/engine'
import { readPdfTextShare } from '../../electron/main/engine/library/parse/pdf-text-items'
import { createChromiumPrintToPdf } from '../../electron/main/hosts/headless/chromium-print-to-pdf'
import { findChromium } from '../../electron/main/hosts/headless/find-chromium'
import { createHeadlessDeps } from '../../electron/main/hosts/headless/headless-deps'
import { useTempDir } from '../helpers/temp-dir'

const tempDir = useTempDir('astro-headless-pdf-')
const context = { signal: new AbortController().signal }

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { pages } = await readPdfTextShare(bytes, { index: 0, parts: 1 })
  return pages.flatMap((page) => page.items.map((item) => item.text)).join(' ')
}

/** A stand-in browser: a shell script doing `body` with the arguments Chromium would get. */
function fakeBrowser(body: string): string {
  const path = join(tempDir(), 'browser.sh')
  writeFileSync(path, `#!/bin/sh\n${body}\n`)
  chmodSync(path, 0o755)
  return path
}

describe('PDF export in the headless host', () => {
  it('prints an artifact through createEngine with headless Chromium; the PDF holds the artifact’s text', async () => {
    const engine = await createEngine(createHeadlessDeps(tempDir(), '0.0.0-test'), { watchFolders: false })
    try {
      const html =
        '<!doctype html><html><head><meta charset="utf-8"><title>M31</title></head>' +
        '<body><h1>M31 distance summary</h1><p>Cepheids give 752 kpc; the TRGB agrees.</p></body></html>'
      const { pdfBase64 } = await engine.handlers['artifact.exportPdf']({ html, title: 'M31' }, context)
      const pdf = Buffer.from(pdfBase64, 'base64')
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      const text = await pdfText(new Uint8Array(pdf))
      expect(text).toContain('M31 distance summary')
      expect(text).toContain('Cepheids give 752 kpc')
    } finally {
      await engine.dispose()
    }
  })

  it('names what to install when no Chromium is found', async () => {
    const print = createChromiumPrintToPdf({ findBrowser: () => null })
    await expect(print('<p>x</p>')).rejects.toMatchObject({
      code: 'pdf-printer-missing',
      hint: expect.stringMatching(/apt-get install chromium.*CHROMIUM_PATH/),
    })
  })

  it('reports a browser that fails, writes no PDF, writes something else, or hangs', async () => {
    const writesHtml =
      'for argument; do case "$argument" in --print-to-pdf=*) echo "<html>" > "$(echo "$argument" | cut -d= -f2-)";; esac; done'
    const cases: [string, RegExp, number][] = [
      ['exit 3', /exit code 3/, 60_000],
      ['exit 0', /wrote no PDF/, 60_000],
      [writesHtml, /not a PDF/, 60_000],
      ['exec sleep 30', /did not finish printing within 1 s/, 1000],
    ]
    for (const [body, message, timeoutMs] of cases) {
      const browser = fakeBrowser(body)
      const print = createChromiumPrintToPdf({ findBrowser: () => browser, timeoutMs })
      await expect(print('<p>x</p>')).rejects.toMatchObject({ code: 'pdf-export-failed', message })
    }
  })

  it('finds the browser from CHROMIUM_PATH, else on PATH', () => {
    const present = new Set(['/opt/chrome/chrome', '/usr/local/bin/google-chrome', '/usr/bin/chromium'])
    const exists = (path: string) => present.has(path)
    expect(findChromium({ CHROMIUM_PATH: '/opt/chrome/chrome', PATH: '/usr/bin' }, exists)).toBe('/opt/chrome/chrome')
    expect(findChromium({ CHROMIUM_PATH: '/nowhere/chrome', PATH: '/usr/bin' }, exists)).toBeNull()
    expect(findChromium({ PATH: '/usr/local/bin:/usr/bin' }, exists)).toBe('/usr/local/bin/google-chrome')
    expect(findChromium({ PATH: '/bin' }, exists)).toBeNull()
  })
})
