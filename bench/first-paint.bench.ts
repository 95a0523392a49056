import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { type Browser, chromium, type Locator, type Page } from 'playwright-core'
import { createAnsweredSession, createEmptySession, mathAnswer, plainAnswer } from '../e2e/support/answered-session'
import { findChromium } from '../e2e/support/find-chromium'
import { measureFirstPaint, measureLoadedScripts } from '../e2e/support/first-paint'
import { type HeadlessHost, headlessEntry, startHeadlessHost } from '../e2e/support/headless-host'
import type { Bench, BenchRow } from './bench-types'

const RUNS = 5
const scriptBudgetBytes = 1_000_000
const renderer = join(__dirname, '..', 'out', 'renderer', 'index.html')

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

/** A page with one paragraph and no script, from a bare Node server: the floor a first paint can reach here. */
async function startStaticPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.end('<!doctype html><html><head><title>blank</title></head><body><p>AstroResearch</p></body></html>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** Loads `url` in a fresh browser context (cold cache) RUNS times: the median paint and the scripts before it. */
async function paints(browser: Browser, url: string) {
  const runs = []
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto(url)
    runs.push(await measureFirstPaint(page))
    await context.close()
  }
  return {
    paintMs: median(runs.map((run) => run.firstContentfulPaintMs)),
    scriptBytes: median(runs.map((run) => run.scriptBytes)),
  }
}

/** Waits until the page has requested nothing new for a second (the event stream stays open, so no "network idle"). */
async function resourcesSettled(page: Page): Promise<void> {
  let seen = -1
  for (let quiet = 0; quiet < 4; ) {
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length)
    quiet = count === seen ? quiet + 1 : 0
    seen = count
    await page.waitForTimeout(250)
  }
}

/**
 * Opens the window on the session `prepare` made, in a fresh context RUNS times, and once `settled` is visible and
 * nothing more is requested, adds up every script it loaded: the JavaScript of the first screen with that session open.
 */
async function sessionScripts(
  browser: Browser,
  prepare: (host: HeadlessHost) => Promise<void>,
  settled: (page: Page) => Locator,
): Promise<number> {
  const host = await startHeadlessHost()
  try {
    await prepare(host)
    const runs = []
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const page = await context.newPage()
      await page.goto(host.launchUrl)
      await settled(page).first().waitFor({ timeout: 30_000 })
      await resourcesSettled(page)
      runs.push((await measureLoadedScripts(page)).scriptBytes)
      await context.close()
    }
    return median(runs)
  } finally {
    await host.stop()
  }
}

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`

export const bench: Bench = {
  name: 'first paint',
  async run(): Promise<BenchRow[]> {
    if (!existsSync(headlessEntry) || !existsSync(renderer)) {
      const notBuilt = { ours: 'not built', peer: '–', peerName: 'run `npm run build` first', met: null }
      return [{ suite: 'first paint', case: 'renderer: first contentful paint', goal: '–', ...notBuilt }]
    }
    const host = await startHeadlessHost()
    const blank = await startStaticPage()
    const browser = await chromium.launch({
      executablePath: findChromium(),
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    })
    try {
      await paints(browser, host.launchUrl)
      const ours = await paints(browser, host.launchUrl)
      const peer = await paints(browser, blank.url)
      const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' })
      const empty = await sessionScripts(browser, createEmptySession, composer)
      const plain = await sessionScripts(
        browser,
        (host) => createAnsweredSession(host, plainAnswer),
        (page) => page.getByText('Both put it well inside the Local Group.'),
      )
      const math = await sessionScripts(
        browser,
        (host) => createAnsweredSession(host, mathAnswer),
        (page) => page.locator('.katex-display'),
      )
      const sessionRow = (label: string, bytes: number, goal: boolean): BenchRow => ({
        suite: 'first paint',
        case: `renderer: JavaScript of the first screen, ${label} (median of ${RUNS})`,
        ours: kilobytes(bytes),
        peer: kilobytes(peer.scriptBytes),
        peerName: 'static one-paragraph page',
        goal: goal ? '≤ 1 MB' : '–',
        met: goal ? bytes <= scriptBudgetBytes : null,
      })
      return [
        {
          suite: 'first paint',
          case: `renderer in Chromium: first contentful paint (median of ${RUNS}, cold cache)`,
          ours: `${ours.paintMs.toFixed(0)} ms`,
          peer: `${peer.paintMs.toFixed(0)} ms`,
          peerName: 'static one-paragraph page',
          goal: '–',
          met: null,
        },
        {
          suite: 'first paint',
          case: 'renderer: JavaScript loaded before first paint',
          ours: kilobytes(ours.scriptBytes),
          peer: kilobytes(peer.scriptBytes),
          peerName: 'static one-paragraph page',
          goal: '≤ 1 MB',
          met: ours.scriptBytes <= scriptBudgetBytes,
        },
        sessionRow('empty session open', empty, true),
        sessionRow('session with an answer open', plain, true),
        sessionRow('session with math and code open (KaTeX and the highlighter load)', math, false),
      ]
    } finally {
      await browser.close()
      await blank.close()
      await host.stop()
    }
  },
}
