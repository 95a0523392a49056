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

test('the sessions list works from the keyboard: arrows move, F2 renames, Delete asks, Escape cancels', async ({
  page,
  host,
  openApp,
}) => {
  await openApp()
  // The host lives for the whole worker: start from an empty list whatever earlier specs left behind.
  const existing = await page.request.post(`${host.origin}/api/invoke/session.list`, {
    data: {},
    headers: host.apiHeaders,
  })
  for (const session of (await existing.json()) as { id: string }[]) {
    await page.request.post(`${host.origin}/api/invoke/session.delete`, {
      data: { id: session.id },
      headers: host.apiHeaders,
    })
  }
  await page.reload()
  const list = page.getByRole('navigation', { name: 'Sessions' })
  const newSession = list.getByRole('button', { name: '+ New session', exact: true })
  await newSession.click()
  await newSession.click()
  const items = list.locator('.session-select')
  await expect(items).toHaveCount(2)

  await items.first().focus()
  await page.keyboard.press('ArrowDown')
  await expect(items.nth(1)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(items.first()).toBeFocused()

  await page.keyboard.press('F2')
  const input = list.getByRole('textbox', { name: 'Session title' })
  await expect(input).toBeFocused()
  await input.fill('Gaia DR3 parallaxes')
  await page.keyboard.press('Enter')
  await expect(list.locator('.session-select', { hasText: 'Gaia DR3 parallaxes' })).toBeFocused()

  await page.keyboard.press('Delete')
  const confirm = page.getByRole('dialog', { name: 'Delete this session?' })
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(confirm).toHaveCount(0)
  await expect(items).toHaveCount(2)
})
