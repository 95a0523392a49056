import type { Page } from 'playwright-core'

interface FirstPaint {
  /** `first-contentful-paint` from the page's performance timeline, in ms since navigation. */
  firstContentfulPaintMs: number
  /** Decoded bytes of the JavaScript requested before that paint (entry chunk, its preloads, anything eager). */
  scriptBytes: number
  scripts: string[]
}

// Source text, not a function: tsx (the bench runner) would wrap a function in helpers the page does not have.
const measure = `new Promise((resolve) => {
  const report = (paintedAt) => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\\.m?js(\\?|$)/.test(entry.name) && entry.startTime < paintedAt)
    resolve({
      firstContentfulPaintMs: paintedAt,
      scriptBytes: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
      scripts: scripts.map((entry) => new URL(entry.name).pathname),
    })
  }
  const painted = performance.getEntriesByName('first-contentful-paint')[0]
  if (painted) return report(painted.startTime)
  new PerformanceObserver((list, observer) => {
    const entry = list.getEntriesByName('first-contentful-paint')[0]
    if (!entry) return
    observer.disconnect()
    report(entry.startTime)
  }).observe({ type: 'paint', buffered: true })
})`

/** Waits for the page's first contentful paint and adds up the scripts it needed to get there. */
export function measureFirstPaint(page: Page): Promise<FirstPaint> {
  return page.evaluate<FirstPaint>(measure)
}

const settledScripts = `(() => {
  const scripts = performance.getEntriesByType('resource').filter((entry) => /\\.m?js(\\?|$)/.test(entry.name))
  return {
    scriptBytes: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
    scripts: scripts.map((entry) => new URL(entry.name).pathname),
  }
})()`

/** Decoded bytes of every script the page has loaded so far: call it once the first screen has settled. */
export function measureLoadedScripts(page: Page): Promise<Omit<FirstPaint, 'firstContentfulPaintMs'>> {
  return page.evaluate<Omit<FirstPaint, 'firstContentfulPaintMs'>>(settledScripts)
}
