import { expect, test } from './support/fixtures'
import { runFoundationFlow } from './support/foundation-flow'

test('sessions and settings persist across a reload (headless host in Chromium)', async ({ page, openApp }) => {
  await openApp()
  await runFoundationFlow(page, async () => {
    await page.reload()
    await page.getByRole('navigation', { name: /^(Sessions|会话)$/ }).waitFor()
  })

  await expect(page.getByTestId('first-run')).toBeVisible()
  await expect(page.getByText('None found.', { exact: false })).toBeVisible()
})

test('the API refuses a page that did not come through the launch URL', async ({ page, host }) => {
  const response = await page.request.post(`${host.origin}/api/invoke/session.list`, { data: {} })
  expect(response.status()).toBe(401)
})
