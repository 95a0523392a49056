import { test as base } from '@playwright/test'
import { type HeadlessHost, startHeadlessHost } from './headless-host'

/** `host`: one headless host per worker on a temporary data dir; `app`: a page signed in through the launch URL. */
export const test = base.extend<{ openApp: () => Promise<void> }, { host: HeadlessHost }>({
  host: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a destructured object
    async ({}, use) => {
      const host = await startHeadlessHost()
      await use(host)
      await host.stop()
    },
    { scope: 'worker' },
  ],
  openApp: async ({ page, host }, use) => {
    await use(async () => {
      await page.goto(host.launchUrl)
      await page.getByRole('navigation', { name: /sessions|会话/i }).waitFor()
    })
  },
})

export { expect } from '@playwright/test'
