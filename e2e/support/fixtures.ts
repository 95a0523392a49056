import { test as base } from '@playwright/test'
import { type HeadlessHost, startHeadlessHost } from './headless-host'

/** `host`: a headless host of its own for each test, on a fresh data dir; `openApp`: sign in through its launch URL. */
export const test = base.extend<{ host: HeadlessHost; openApp: () => Promise<void> }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a destructured object
  host: async ({}, use) => {
    const host = await startHeadlessHost()
    await use(host)
    await host.stop()
  },
  openApp: async ({ page, host }, use) => {
    await use(async () => {
      await page.goto(host.launchUrl)
      await page.getByRole('navigation', { name: /sessions|会话/i }).waitFor()
    })
  },
})

export { expect } from '@playwright/test'
