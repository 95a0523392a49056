import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { sharedFixture } from '../test/helpers/shared-fixtures'
import { expect, test } from './support/fixtures'
import type { HeadlessHost } from './support/headless-host'

const pdfPath = sharedFixture('rag-dev/pdfs/astro-BetaPicCN-exocomet-cyanogen-upper-limits-AandA-twocolumn.pdf')
const title = 'Upper limits on CN from exocomets transiting β Pictoris'

/** Services on a closed port: nothing is identified online, as on a plane. */
async function offline(page: Page, host: Pick<HeadlessHost, 'origin' | 'apiHeaders'>) {
  const response = await page.request.post(`${host.origin}/api/invoke/settings.set`, {
    headers: host.apiHeaders,
    data: {
      patch: {
        services: {
          arxivBaseUrl: 'http://127.0.0.1:9',
          adsBaseUrl: 'http://127.0.0.1:9',
          crossrefBaseUrl: 'http://127.0.0.1:9',
        },
      },
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

test('a PDF dropped on the window is added, described from its first page and parsed', async ({
  page,
  host,
  openApp,
}) => {
  test.setTimeout(90_000)
  await openApp()
  await offline(page, host)
  const base64 = readFileSync(pdfPath).toString('base64')
  await page.evaluate((data) => {
    const bytes = Uint8Array.from(atob(data), (character) => character.charCodeAt(0))
    const transfer = new DataTransfer()
    transfer.items.add(new File([bytes], 'ms.pdf', { type: 'application/pdf' }))
    document.body.dispatchEvent(new DragEvent('dragenter', { dataTransfer: transfer, bubbles: true }))
    document.body.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }))
    document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }))
  }, base64)
  const line = page.getByRole('list', { name: 'Papers being added' }).getByRole('listitem', { name: title })
  await expect(line.getByTestId('add-job-state')).toHaveText('ready', { timeout: 60_000 })
  const paper = page.getByRole('list', { name: 'Your library' }).getByRole('listitem', { name: title })
  await expect(paper.getByText('Parsed', { exact: true })).toBeVisible()
  await expect(paper.getByText(/Kenworthy/)).toBeVisible()
  await expect(page.getByText(/PDFs put in the inbox folder are added too: .*inbox/)).toBeVisible()
})

test('Attach PDF gives a paper imported from a .bib file its copy, which is then parsed', async ({
  page,
  host,
  openApp,
}) => {
  test.setTimeout(90_000)
  await openApp()
  await offline(page, host)
  await page.getByRole('button', { name: 'Library', exact: true }).click()
  await page.getByLabel('Import .bib file').setInputFiles({
    name: 'mine.bib',
    mimeType: 'application/x-bibtex',
    buffer: Buffer.from(
      `@article{Kenworthy2025,\n  title = {${title}},\n  author = {Kenworthy, M. A.},\n  year = {2025}\n}\n`,
    ),
  })
  const paper = page.getByRole('list', { name: 'Your library' }).getByRole('listitem', { name: title })
  await expect(paper.getByText('No PDF', { exact: true })).toBeVisible()
  await paper.getByLabel(`Attach a PDF to “${title}”`).setInputFiles(pdfPath)
  const line = page.getByRole('list', { name: 'Papers being added' }).getByRole('listitem', { name: title })
  await expect(line.getByTestId('add-job-state')).toHaveText('ready', { timeout: 60_000 })
  await expect(paper.getByText('Parsed', { exact: true })).toBeVisible()
  await expect(paper.getByRole('button', { name: 'Read', exact: true })).toBeEnabled()
})

test('Add PDF… refuses a file that is not a PDF and says so', async ({ page, openApp }) => {
  await openApp()
  await page.getByRole('button', { name: 'Library', exact: true }).click()
  await page
    .getByLabel('Add PDF…')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') })
  await expect(page.getByRole('alert')).toContainText('notes.txt is not a PDF.')
})

test('the library table sorts by a column and shows the chosen paper’s card beside it', async ({ page, openApp }) => {
  await openApp()
  await page.getByRole('button', { name: 'Library', exact: true }).click()
  await page.getByLabel('Import .bib file').setInputFiles({
    name: 'three.bib',
    mimeType: 'application/x-bibtex',
    buffer: Buffer.from(
      '@article{a, title = {Zeta survey}, author = {Young, Z.}, year = {2001}}\n@article{b, title = {Alpha survey}, author = {Abel, A.}, year = {2019}}\n@article{c, title = {Mid survey}, author = {Moss, M.}, year = {2010}}\n',
    ),
  })
  await expect(page.getByText('Imported 3 papers from the .bib file.')).toBeVisible()
  await page.getByText('Table', { exact: true }).click()
  const table = page.getByRole('table', { name: 'Library table' })
  await table.getByRole('button', { name: 'Year' }).click()
  const rows = table.locator('tbody tr')
  await expect(rows).toHaveCount(3)
  await expect(rows.first()).toContainText('Alpha survey')
  await table.getByRole('button', { name: /^Year/ }).click()
  await expect(rows.first()).toContainText('Zeta survey')
  await rows.filter({ hasText: 'Mid survey' }).click()
  const detail = page.getByRole('list', { name: 'Selected paper' })
  await expect(detail.getByRole('listitem', { name: 'Mid survey' })).toBeVisible()
  await expect(detail.getByRole('button', { name: 'Attach PDF' })).toBeVisible()
})

test('papers checked in the table (shift-click for a range) download as a .bib file or copy as BibTeX, keys kept', async ({
  page,
  openApp,
}) => {
  await openApp()
  await page.getByRole('button', { name: 'Library', exact: true }).click()
  await page.getByLabel('Import .bib file').setInputFiles({
    name: 'four.bib',
    mimeType: 'application/x-bibtex',
    buffer: Buffer.from(
      [
        '@article{Young:2001, title = {Zeta survey}, author = {Young, Z.}, year = {2001}}',
        '@article{abel-2019, title = {Alpha survey}, author = {Abel, A.}, year = {2019}}',
        '@article{moss2010mid, title = {Mid survey}, author = {Moss, M.}, year = {2010}}',
        '@article{kim1999, title = {Early survey}, author = {Kim, K.}, year = {1999}}',
      ].join('\n'),
    ),
  })
  await expect(page.getByText('Imported 4 papers from the .bib file.')).toBeVisible()
  await page.getByText('Table', { exact: true }).click()
  const table = page.getByRole('table', { name: 'Library table' })
  await table.getByRole('button', { name: 'Year' }).click()
  await expect(table.locator('tbody tr').first()).toContainText('Alpha survey')

  await table.getByRole('checkbox', { name: 'Select “Zeta survey”' }).check()
  await table.getByRole('checkbox', { name: 'Select “Alpha survey”' }).click({ modifiers: ['Shift'] })
  await expect(table.getByRole('checkbox', { name: 'Select “Mid survey”' })).toBeChecked()
  await expect(table.getByRole('checkbox', { name: 'Select “Early survey”' })).not.toBeChecked()
  const bar = page.getByRole('toolbar', { name: 'Selected papers' })
  await expect(bar).toContainText('3 papers selected')
  await expect(page.getByRole('list', { name: 'Selected paper' })).toHaveCount(0)

  const downloading = page.waitForEvent('download')
  await bar.getByRole('button', { name: 'Download .bib' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('selection.bib')
  const file = await download.path()
  const keys = [...readFileSync(file, 'utf8').matchAll(/^@\w+\{([^,]+),/gmu)].map((match) => match[1])
  expect(keys.sort()).toEqual(['Young:2001', 'abel-2019', 'moss2010mid'])

  await table.getByRole('checkbox', { name: 'Select “Zeta survey”' }).uncheck()
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await bar.getByRole('button', { name: 'Copy BibTeX' }).click()
  await expect(bar.getByText('BibTeX of 2 papers copied.')).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  const copiedKeys = [...copied.matchAll(/^@\w+\{([^,]+),/gmu)].map((match) => match[1])
  expect(copiedKeys.sort()).toEqual(['abel-2019', 'moss2010mid'])
})

test('a .bib file with errors imports the good entries and lists each bad one with its line', async ({
  page,
  openApp,
}) => {
  await openApp()
  await page.getByRole('button', { name: 'Library', exact: true }).click()
  await page
    .getByLabel('Import .bib file')
    .setInputFiles(join(__dirname, '../test/fixtures/bibtex/zotero-better-bibtex-export.bib'))
  await expect(page.getByText('Imported 2 papers from the .bib file.', { exact: false })).toBeVisible()
  const problems = page.getByRole('list', { name: 'Entries that could not be read' })
  await expect(problems.getByRole('listitem')).toHaveCount(2)
  await expect(problems.getByRole('listitem').nth(0)).toContainText('Line 21:')
  await expect(problems.getByRole('listitem').nth(1)).toContainText('Line 26: Entry notitle2021 has no title')
  const paper = page.getByRole('list', { name: 'Your library' }).getByRole('listitem', { name: /Upper Limits on/ })
  await expect(paper).toBeVisible()
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await paper.getByRole('button', { name: /^Copy the cite key of/ }).click()
  await expect(paper.getByText('Copied kenworthy2025upper.')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('kenworthy2025upper')
})
