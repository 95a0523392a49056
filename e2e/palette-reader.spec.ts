import { readFileSync } from 'node:fs'
import { sharedFixture } from '../test/helpers/shared-fixtures'
import { expect, test } from './support/fixtures'
import { captureLayouts } from './support/screenshots'

const pdfPath = sharedFixture('rag-dev/pdfs/astro-BetaPicCN-exocomet-cyanogen-upper-limits-AandA-twocolumn.pdf')
const title = 'Upper limits on CN from exocomets transiting β Pictoris'

test('a paper found from Ctrl+K opens in the reader, which goes full width and comes back with Escape', async ({
  page,
  host,
  openApp,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1600, height: 1000 })
  await openApp()
  // Services on a closed port: the PDF is described from its own first page.
  const offline = await page.request.post(`${host.origin}/api/invoke/settings.set`, {
    headers: host.apiHeaders,
    data: { patch: { services: { arxivBaseUrl: 'http://127.0.0.1:9', adsBaseUrl: 'http://127.0.0.1:9' } } },
  })
  expect(offline.ok(), await offline.text()).toBe(true)
  await page.getByRole('button', { name: 'Library', exact: true }).click()
  await page.getByLabel('Add PDF').setInputFiles({
    name: 'exocomets.pdf',
    mimeType: 'application/pdf',
    buffer: readFileSync(pdfPath),
  })
  const line = page.getByRole('list', { name: 'Papers being added' }).getByRole('listitem', { name: title })
  await expect(line.getByTestId('add-job-state')).toHaveText('ready', { timeout: 60_000 })
  await page.getByRole('button', { name: 'Chat', exact: true }).click()

  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await palette.getByRole('combobox').fill('Kenworthy')
  const option = palette.getByRole('option', { name: new RegExp(title) })
  await expect(option).toBeVisible()
  await expect(palette.getByText('Papers', { exact: true })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await option.click()
  await expect(palette).toHaveCount(0)
  const toolbar = page.getByRole('toolbar', { name: 'Reader tools' })
  await expect(toolbar.getByRole('heading', { name: title })).toBeVisible()
  await expect(page.getByRole('region', { name: /Page 1 of/ })).toBeVisible({ timeout: 30_000 })

  const reader = page.locator('.reader-view')
  // The library folds the chat's panels away; the user brings the sessions sidebar back beside the reader.
  await expect.poll(async () => (await reader.boundingBox())?.width).toBe(1600)
  await page.getByRole('button', { name: 'Show sessions' }).click()
  await expect.poll(async () => (await reader.boundingBox())?.width).toBeLessThan(1600)
  const fullWidth = toolbar.getByRole('button', { name: 'Full width' })
  await fullWidth.click()
  await expect(fullWidth).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(async () => (await reader.boundingBox())?.width).toBe(1600)
  // The reader lies over the sessions sidebar, where it was beside it.
  const readerAtSidebar = () =>
    page.evaluate(() => document.elementFromPoint(100, 500)?.closest('.reader-view') !== null)
  await expect.poll(readerAtSidebar).toBe(true)
  await captureLayouts(page, 'reader-full-width', async () => {
    await page.keyboard.press('Control+k')
    await page.getByRole('combobox').fill('Kenworthy')
    await page.getByRole('option', { name: new RegExp(title) }).click()
    await page.locator('.reader-toolbar button[aria-pressed]').click()
    await expect(page.locator('.reader-view-full')).toBeVisible()
  })
  await page.keyboard.press('Control+k')
  await page.getByRole('combobox').fill('Kenworthy')
  await page.getByRole('option', { name: new RegExp(title) }).click()
  // The layouts were captured over reloads, each of which opened the library with the sessions folded away.
  await page.getByRole('button', { name: 'Show sessions' }).click()
  await toolbar.getByRole('button', { name: 'Full width' }).click()
  await expect(page.locator('.reader-view-full')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.locator('.reader-view-full')).toHaveCount(0)
  await expect.poll(async () => (await reader.boundingBox())?.width).toBeLessThan(1600)
  await expect.poll(readerAtSidebar).toBe(false)
})

test('a paper without a PDF, picked from Ctrl+K, is shown in the library list', async ({ page, host, openApp }) => {
  await openApp()
  const imported = await page.request.post(`${host.origin}/api/invoke/library.importBibtex`, {
    headers: host.apiHeaders,
    data: {
      text: '@article{Riess2022,\n  title = {A Comprehensive Measurement of H0},\n  author = {Riess, A. G.},\n  year = {2022}\n}\n',
    },
  })
  expect(imported.ok(), await imported.text()).toBe(true)
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await palette.getByRole('combobox').fill('Riess')
  await palette.getByRole('option', { name: /A Comprehensive Measurement of H0/ }).click()
  await expect(page.getByRole('searchbox', { name: 'Filter by title, abstract or author' })).toHaveValue(
    'A Comprehensive Measurement of H0',
  )
  await expect(
    page
      .getByRole('list', { name: 'Your library' })
      .getByRole('listitem', { name: /A Comprehensive Measurement of H0/ }),
  ).toBeVisible()
})
