import { chromium } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { findChromium } from '../../e2e/support/find-chromium'
import { withPdfExportPolicy } from '../../electron/main/hosts/common/pdf-export-policy'
import { type LoopbackServer, startLoopbackServer } from '../helpers/loopback-server'

let tracker: LoopbackServer | undefined
afterEach(async () => {
  await tracker?.close()
  tracker = undefined
})

const LOCAL_NETWORK_CHECKS = [
  'LocalNetworkAccessChecks',
  'BlockInsecurePrivateNetworkRequests',
  'PrivateNetworkAccessSendPreflights',
  'PrivateNetworkAccessRespectPreflightResults',
].join(',')

/** Loads the document as the PDF-export window does (a data: URL) in Chromium; resolves with what it rendered. */
async function render(html: string): Promise<string> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    // Chromium would block a data: page's requests to 127.0.0.1 by itself; a real tracker is on the internet.
    args: ['--no-sandbox', '--disable-gpu', `--disable-features=${LOCAL_NETWORK_CHECKS}`],
  })
  try {
    const page = await browser.newPage({ javaScriptEnabled: false })
    await page.goto(`data:text/html;charset=utf-8,${encodeURIComponent(withPdfExportPolicy(html))}`)
    await page.waitForLoadState('networkidle')
    return (await page.locator('body').textContent()) ?? ''
  } finally {
    await browser.close()
  }
}

// An artifact the model wrote is exported by the user; its markup must not phone home while it is printed.
describe('the PDF-export document loads nothing remote', () => {
  it.each([
    ['an image', (url: string) => `<h1>M31</h1><img src="${url}/pixel.png">`],
    [
      'a stylesheet',
      (url: string) =>
        `<html><head><link rel="stylesheet" href="${url}/style.css"></head><body><h1>M31</h1></body></html>`,
    ],
    [
      'a CSS background and font',
      (url: string) =>
        `<!doctype html><style>body{background:url(${url}/bg)}@font-face{font-family:x;src:url(${url}/font)}h1{font-family:x}</style><h1>M31</h1>`,
    ],
    ['an iframe', (url: string) => `<h1>M31</h1><iframe src="${url}/frame"></iframe>`],
  ])(
    '%s pointing at a server is never requested; the document still renders',
    async (_name, documentFor) => {
      tracker = await startLoopbackServer((_request, response) => {
        response.end('')
      })
      const text = await render(documentFor(tracker.url))
      expect(text).toContain('M31')
      expect(tracker.requests.map((request) => request.url)).toEqual([])
    },
    60_000,
  )
})
