import { mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import type { FakeModelServer } from '../test/helpers/fake-model/fake-model-server'
import { sharedFixture } from '../test/helpers/shared-fixtures'
import { newSessionWithLocalModel, sendPrompt } from './support/chat-helpers'
import { startFakeOllama } from './support/fake-ollama'
import { expect, test } from './support/fixtures'

let modelServer: FakeModelServer
let projectDir: string
const docs = join(__dirname, '..', 'docs')

test.beforeAll(async () => {
  modelServer = await startFakeOllama()
  projectDir = realpathSync(mkdtempSync(join(tmpdir(), 'astro-e2e-analysis-')))
})

test.afterAll(async () => {
  await modelServer.close()
  rmSync(projectDir, { recursive: true, force: true })
})

async function useProjectFolder(page: Page) {
  const control = page.getByTestId('project-folder')
  await control.getByRole('button', { name: 'Set project folder' }).click()
  const field = control.getByRole('textbox', { name: /Project folder/ })
  await field.fill(projectDir)
  await field.press('Enter')
  await expect(page.getByTestId('project-folder-path')).toHaveText(projectDir)
}

async function allowOnce(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Allow “Run command”?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Allow once' }).click()
}

test('a script’s plot shows in the timeline and opens in a viewer; its CSV opens as a sortable, filterable table', async ({
  page,
  openApp,
}) => {
  await openApp()
  await newSessionWithLocalModel(page)
  await useProjectFolder(page)
  await sendPrompt(page, 'Plot the light curve [plot]')
  await allowOnce(page)

  const thumbnail = page.getByTestId('file-thumbnail').filter({ hasText: 'plot.png' })
  await expect(thumbnail).toBeVisible()
  await expect
    .poll(() => thumbnail.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(64)
  expect(await thumbnail.locator('img').getAttribute('src')).toMatch(/^blob:/)
  await page.screenshot({ path: join(docs, 'analysis-timeline-plot.png') })

  await thumbnail.click()
  const viewer = page.getByRole('dialog', { name: 'plot.png' })
  await expect(viewer.getByTestId('image-viewer-image')).toBeVisible()
  await viewer.getByRole('button', { name: 'Zoom in' }).click()
  await expect(viewer.getByRole('button', { name: '200%' })).toBeVisible()
  await viewer.getByRole('button', { name: 'Close' }).click()
  await expect(viewer).toHaveCount(0)

  await page
    .getByRole('listitem')
    .filter({ hasText: 'light-curve.csv' })
    .getByRole('button', { name: 'Open as table' })
    .click()
  const table = page.locator('.data-table-view')
  await expect(table.getByRole('columnheader').first()).toContainText('time')
  await expect(table.getByRole('columnheader').first()).toContainText('d')
  await expect(table.getByTestId('table-count')).toHaveText('12 of 12 rows')
  await table.getByRole('button', { name: 'flux' }).click()
  await table.getByRole('button', { name: /flux/ }).click()
  await expect(table.locator('tbody tr').first().locator('td').nth(1)).toHaveText('10.75')
  await table.getByRole('searchbox', { name: 'Filter rows' }).fill('flux > 10.3')
  await expect(table.getByTestId('table-count')).toHaveText('6 of 12 rows')
  await page.screenshot({ path: join(docs, 'analysis-table.png') })
})

test('figures from one script: a PDF shows its first page, the viewer steps through them and saves the one shown', async ({
  page,
  openApp,
}) => {
  await openApp()
  await newSessionWithLocalModel(page)
  await useProjectFolder(page)
  await sendPrompt(page, 'Plot the light curve and its residuals [figures]')
  await allowOnce(page)

  const thumbnails = page.getByTestId('file-thumbnail')
  await expect(thumbnails).toHaveCount(3)
  const pdf = thumbnails.filter({ hasText: 'figure.pdf' })
  // 200 × 150 pt drawn 160 px wide.
  await expect(pdf.locator('canvas')).toHaveAttribute('height', '120')

  await thumbnails.filter({ hasText: 'plot.png' }).click()
  const toolbar = page.getByRole('toolbar', { name: 'Image tools' })
  await expect(toolbar).toContainText('2 of 3')
  await toolbar.getByRole('button', { name: /Next/ }).click()
  await expect(page.getByRole('dialog', { name: 'residuals.png' })).toBeVisible()
  const download = page.waitForEvent('download')
  await toolbar.getByRole('button', { name: 'Save', exact: true }).click()
  expect((await download).suggestedFilename()).toBe('residuals.png')
  await page.keyboard.press('ArrowRight')
  const pdfViewer = page.getByRole('dialog', { name: 'figure.pdf' })
  await expect(pdfViewer.locator('canvas')).toHaveAttribute('width', '900')
  await toolbar.getByRole('button', { name: /Previous/ }).click()
  await expect(page.getByRole('dialog', { name: 'residuals.png' })).toBeVisible()
})

test('a tile-compressed FITS file opens with its HDUs, a zscale preview and sky coordinates under the pointer', async ({
  page,
  openApp,
}) => {
  await openApp()
  await newSessionWithLocalModel(page)
  await useProjectFolder(page)
  await sendPrompt(
    page,
    `Bring the NGC 1316 image [copy ${sharedFixture('fits/compressed-rice1-ngc1316-440x300-i16-sin.fits')}]`,
  )
  await allowOnce(page)
  await page
    .getByRole('listitem')
    .filter({ hasText: 'compressed-rice1-ngc1316-440x300-i16-sin.fits' })
    .getByRole('button', { name: 'Open FITS' })
    .click()
  const hdu = page.getByTestId('fits-hdu')
  await expect(hdu).toBeVisible()
  await expect(hdu).toHaveValue('1')
  const canvas = page.getByTestId('fits-canvas')
  await expect(canvas).toHaveAttribute('width', '440')
  const box = await canvas.boundingBox()
  if (!box) throw new Error('no canvas')
  await page.mouse.move(box.x + 0.3, box.y + box.height - 0.3)
  // astropy puts pixel (1, 1) of this SIN projection at RA 50.749379°, Dec −37.668226°.
  await expect(page.getByTestId('fits-cursor')).toContainText('x 1, y 1')
  await expect(page.getByTestId('fits-cursor')).toContainText('RA 50.7493')
  await expect(page.getByTestId('fits-cursor')).toContainText('Dec -37.668')
  await page.getByRole('combobox', { name: 'Colours' }).selectOption('viridis')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.screenshot({ path: join(docs, 'analysis-fits.png') })
  await page.getByRole('checkbox', { name: 'Header' }).check()
  await expect(page.locator('.fits-cards')).toContainText('ZCMPTYPE')
})
