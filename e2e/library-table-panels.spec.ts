import { elementWidth } from './support/element-width'
import { expect, test } from './support/fixtures'

test('the library table and the selected paper beside it share the width as the user set it, after a reload too; the details fold away and come back', async ({
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

  // The details fold away to give the table the width, and come back with the button.
  const tableBefore = await elementWidth(page, '#library-table-panel')
  await page.getByRole('button', { name: 'Hide details' }).click()
  await expect.poll(() => elementWidth(page, '#library-detail-panel')).toBe(0)
  await expect.poll(() => elementWidth(page, '#library-table-panel')).toBeGreaterThan(tableBefore + 200)
  await page.getByRole('button', { name: 'Show details' }).click()
  await expect(page.getByRole('list', { name: 'Selected paper' })).toBeVisible()
  await expect.poll(() => elementWidth(page, '#library-detail-panel')).toBeGreaterThan(200)
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

  // Crossing 1100 px while in the library keeps the chat's panels folded, and they come back in the chat.
  await page.getByRole('button', { name: 'Library', exact: true }).click()
  await expect(sidebar).toBeHidden()
  await page.setViewportSize({ width: 1000, height: 800 })
  await expect(sidebar).toBeHidden()
  await page.setViewportSize({ width: 1600, height: 1000 })
  await expect(sidebar).toBeHidden()
  await expect(artifacts).toBeHidden()
  await page.getByRole('button', { name: 'Chat', exact: true }).click()
  await expect(sidebar).toBeVisible()
  await expect(artifacts).toBeVisible()
})

test('the library table’s columns are shown, hidden, moved and resized as the user likes, kept over a reload; rows work from the keyboard', async ({
  page,
  host,
  openApp,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 })
  await openApp()
  const entries = ['Riess2022', 'Freedman2019', 'Planck2018'].map(
    (key, index) =>
      `@article{${key},\n  title = {Hubble constant paper ${index + 1}},\n  author = {${key.slice(0, -4)}, A.},\n  year = {${key.slice(-4)}},\n  journal = {ApJ},\n  keywords = {cosmology}\n}`,
  )
  const imported = await page.request.post(`${host.origin}/api/invoke/library.importBibtex`, {
    headers: host.apiHeaders,
    data: { text: entries.join('\n') },
  })
  expect(imported.ok(), await imported.text()).toBe(true)
  await page.getByRole('button', { name: 'Library', exact: true }).click()
  await page.getByRole('radio', { name: 'Table' }).check()
  const table = page.getByRole('table', { name: 'Library table' })
  const headers = table.getByRole('columnheader')
  await expect(headers).toHaveText([
    'Select',
    'Title',
    'First author',
    'Year',
    'Venue',
    'Citations',
    'Status',
    'Added ▼',
  ])

  await page.locator('.library-columns-menu summary').click()
  const menu = page.getByRole('list', { name: 'Columns' })
  await menu.getByRole('checkbox', { name: 'Tags' }).check()
  await menu.getByRole('checkbox', { name: 'Venue' }).uncheck()
  await menu.getByRole('button', { name: 'Move Year left' }).click()
  await expect(headers).toHaveText([
    'Select',
    'Title',
    'Year',
    'First author',
    'Citations',
    'Tags',
    'Status',
    'Added ▼',
  ])
  const titleWidth = async () => (await table.getByRole('columnheader', { name: 'Title' }).boundingBox())?.width ?? 0
  const before = await titleWidth()
  await table.getByRole('separator', { name: 'Resize the Title column' }).focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect.poll(titleWidth).toBeGreaterThan(before + 20)
  const resized = await titleWidth()

  await page.reload()
  await page.getByRole('button', { name: 'Library', exact: true }).click()
  await page.getByRole('radio', { name: 'Table' }).check()
  await expect(headers).toHaveText([
    'Select',
    'Title',
    'Year',
    'First author',
    'Citations',
    'Tags',
    'Status',
    'Added ▼',
  ])
  await expect.poll(titleWidth).toBe(resized)
  await expect(table.locator('tbody tr').first().locator('td')).toHaveCount(8)

  const rows = table.locator('tbody tr')
  await rows.first().focus()
  await page.keyboard.press('ArrowDown')
  await expect(rows.nth(1)).toBeFocused()
  await expect(rows.nth(1)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Space')
  await expect(rows.nth(1).getByRole('checkbox')).toBeChecked()
})
