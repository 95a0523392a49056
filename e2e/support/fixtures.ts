import { test as base } from '@playwright/test'
import { type HeadlessHost, startHeadlessHost } from './headless-host'

/**
 * `host`: a headless host of its own for each test, on a fresh data dir (with `hostHome` as its home folder when a
 * spec sets it through `test.use`); `openApp`: sign in through its launch URL.
 */
export const test = base.extend<{ hostHome: string | undefined; host: HeadlessHost; openApp: () => Promise<void> }>({
  hostHome: [undefined, { option: true }],
  host: async ({ hostHome }, use) => {
    const host = await startHeadlessHost(hostHome ? { home: hostHome } : {})
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
