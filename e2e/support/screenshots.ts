import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'

const viewports = [
  { width: 1024, height: 700 },
  { width: 1600, height: 1000 },
]
const colorSchemes = ['light', 'dark'] as const
const languages = ['en', 'zh-CN'] as const
const screenshotDir = join(__dirname, '..', '..', 'test-results', 'screenshots')

async function setLanguage(page: Page, language: (typeof languages)[number]) {
  const status = await page.evaluate(async (chosen) => {
    const response = await fetch('/api/invoke/settings.set', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Call-Id': `screenshot-${chosen}`,
        Authorization: `Bearer ${sessionStorage.getItem('astroresearch.token') ?? ''}`,
      },
      body: JSON.stringify({ patch: { language: chosen } }),
      credentials: 'same-origin',
    })
    return response.status
  }, language)
  expect(status).toBe(200)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', language)
}

/**
 * Screenshots of the page as it is, at 1024×700 and 1600×1000, light and dark, English and Chinese, kept as test
 * artifacts under test-results/screenshots. `ready` waits for what the view must show after a reload.
 */
export async function captureLayouts(page: Page, name: string, ready: () => Promise<void>) {
  const original = page.viewportSize()
  for (const language of languages) {
    await setLanguage(page, language)
    await ready()
    for (const viewport of viewports) {
      await page.setViewportSize(viewport)
      for (const colorScheme of colorSchemes) {
        await page.emulateMedia({ colorScheme })
        await page.screenshot({
          path: join(screenshotDir, `${name}-${language}-${viewport.width}x${viewport.height}-${colorScheme}.png`),
        })
      }
    }
  }
  await setLanguage(page, 'en')
  if (original) await page.setViewportSize(original)
}
