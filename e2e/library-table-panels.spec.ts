import { elementWidth } from './support/element-width'
import { expect, test } from './support/fixtures'

test('the library table and the selected paper beside it share the width as the user set it, after a reload too', async ({
  page,
  host,
  openApp,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 })
  await openApp()
  const imported = await page.request.post(`${host.origin}/api/invoke/library.importBibtex`, {
    headers: host.apiHeaders,
    data: {
      text: '@article{Riess2022,\n  title = {A Comprehensive Measurement of H0},\n  author = {Riess, A. G.},\n  year = {2022}\n}\n',
    },
  })
  expect(imported.ok(), await imported.text()).toBe(true)
  const openTable = async () => {
    await page.getByRole('button', { name: 'Library', exact: true }).click()
    await page.getByRole('radio', { name: 'Table' }).check()
    await page.getByRole('row', { name: /A Comprehensive Measurement of H0/ }).click()
    await expect(page.getByRole('list', { name: 'Selected paper' })).toBeVisible()
  }
  await openTable()
  const detailBefore = await elementWidth(page, '#library-detail-panel')
  await page.getByRole('separator', { name: 'Resize the paper details' }).focus()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect.poll(() => elementWidth(page, '#library-detail-panel')).toBeGreaterThan(detailBefore + 40)
  const detailResized = await elementWidth(page, '#library-detail-panel')
  await page.reload()
  await openTable()
  await expect.poll(() => elementWidth(page, '#library-detail-panel')).toBe(detailResized)
})

test('the library takes the window: the chat’s panels fold away there and come back in the chat, after a reload too', async ({
  page,
  openApp,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 })
  await openApp()
  const sidebar = page.locator('#app-sidebar')
  const artifacts = page.getByRole('complementary', { name: 'Artifacts' })
  await expect(sidebar).toBeVisible()
  await expect(artifacts).toBeVisible()
  await page.getByRole('button', { name: 'Library', exact: true }).click()
  await expect(sidebar).toBeHidden()
  await expect(artifacts).toBeHidden()
  await page.reload()
  await expect(sidebar).toBeVisible()
  await expect(artifacts).toBeVisible()
  await page.getByRole('button', { name: 'Library', exact: true }).click()
  await expect(sidebar).toBeHidden()
  await page.getByRole('button', { name: 'Chat', exact: true }).click()
  await expect(sidebar).toBeVisible()
  await expect(artifacts).toBeVisible()
})
