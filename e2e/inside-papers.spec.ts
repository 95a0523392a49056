import { BETHE_PDF } from '../test/helpers/ask-services'
import { expect, test } from './support/fixtures'

test('a search inside the library’s papers lists passages with the words marked and opens the reader at the hit', async ({
  page,
  host,
  openApp,
}) => {
  test.setTimeout(120_000)
  await openApp()
  const added = await page.request.post(`${host.origin}/api/invoke/library.addFile`, {
    headers: host.apiHeaders,
    data: { path: BETHE_PDF },
  })
  expect(added.ok(), await added.text()).toBe(true)

  await page.getByRole('button', { name: 'Library', exact: true }).click()
  await page.getByRole('tab', { name: 'Inside papers' }).click()
  await page.getByRole('searchbox', { name: 'Search inside papers' }).fill('upper critical dimension')
  await page.getByRole('button', { name: 'Search', exact: true }).last().click()
  const hits = page.getByRole('list', { name: 'Passages found' })
  const hit = hits.getByRole('listitem').filter({ hasText: 'upper critical dimension in our theory' })
  await expect(hit).toHaveCount(1)
  for (const word of [/^upper$/i, /^critical$/i, /^dimension$/i]) {
    await expect(hit.locator('mark').filter({ hasText: word }).first()).toBeVisible()
  }
  await expect(hit).toContainText('page 6')
  await hit.getByRole('button', { name: 'Open at page 6' }).click()
  await expect(page.getByRole('region', { name: 'Cited passage, page 6' })).toContainText('upper critical dimension')
})

test('Ctrl+F in the reader finds words in the paper and walks through the hits on the page images', async ({
  page,
  host,
  openApp,
}) => {
  test.setTimeout(120_000)
  await openApp()
  const added = await page.request.post(`${host.origin}/api/invoke/library.addFile`, {
    headers: host.apiHeaders,
    data: { path: BETHE_PDF },
  })
  expect(added.ok(), await added.text()).toBe(true)
  await page.getByRole('button', { name: 'Library', exact: true }).click()
  await page.getByRole('tab', { name: 'Inside papers' }).click()
  await page.getByRole('searchbox', { name: 'Search inside papers' }).fill('Bethe lattice')
  await page.getByRole('button', { name: 'Search', exact: true }).last().click()
  await page.getByRole('list', { name: 'Passages found' }).getByRole('button').first().click()
  await expect(page.locator('.reader-page').first()).toBeVisible()

  await page.keyboard.press('Control+f')
  const find = page.getByRole('searchbox', { name: 'Find in this paper' })
  await expect(find).toBeFocused()
  await find.fill('critical dimension')
  const count = page.locator('.reader-find-count')
  await expect(count).toHaveText(/^1 of (\d+) · page \d+$/)
  const total = Number((await count.textContent())?.match(/of (\d+)/)?.[1])
  expect(total).toBeGreaterThan(1)
  await expect(page.locator('.textLayer .reader-find-current')).toHaveCount(1)
  await expect(page.locator('.textLayer .reader-find-current')).toBeInViewport()
  await find.press('Enter')
  await expect(count).toHaveText(new RegExp(`^2 of ${total} · page \\d+$`))
  await find.press('Shift+Enter')
  await expect(count).toHaveText(new RegExp(`^1 of ${total} · page \\d+$`))
  await find.fill('no such phrase in this paper')
  await expect(count).toHaveText('No matches')
  await find.press('Escape')
  await expect(find).toHaveCount(0)
  await expect(page.locator('.textLayer .reader-find-mark')).toHaveCount(0)
})
