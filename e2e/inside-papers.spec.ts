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
