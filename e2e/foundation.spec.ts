import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from './support/fixtures'
import { runFoundationFlow } from './support/foundation-flow'

test('sessions and settings persist across a reload (headless host in Chromium)', async ({ page, openApp }) => {
  await openApp()
  await runFoundationFlow(page, async () => {
    await page.reload()
    await page.getByRole('navigation', { name: /^(Sessions|会话)$/ }).waitFor()
  })

  await page.emulateMedia({ colorScheme: 'light' })
  await expect(page.getByTestId('first-run')).toBeVisible()
  await expect(page.getByText('None found.', { exact: false })).toBeVisible()
  const docs = join(__dirname, '..', 'docs')
  mkdirSync(docs, { recursive: true })
  await page.screenshot({ path: join(docs, 'screenshot.png') })
})

test('the API refuses a page that did not come through the launch URL', async ({ page, host }) => {
  const response = await page.request.post(`${host.origin}/api/invoke/session.list`, { data: {} })
  expect(response.status()).toBe(401)
})
