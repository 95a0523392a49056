import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

export const chromiumInstallHint =
  'No Chromium found for the end-to-end tests. Install it with `apt-get install -y chromium` (Debian/Ubuntu), ' +
  'or point CHROMIUM_PATH at a Chromium or Chrome binary.'

/** CHROMIUM_PATH, then Debian's /usr/bin/chromium, then a browser Playwright itself installed. */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate)) return candidate
  }
  const bundled = chromium.executablePath()
  if (bundled && existsSync(bundled)) return bundled
  throw new Error(chromiumInstallHint)
}
