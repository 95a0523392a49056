import { readFile } from 'node:fs/promises'
import { expect, test } from './support/fixtures'

test('a record edited in the library is exported as edited', async ({ page, openApp }) => {
  await openApp()
  await page.getByRole('button', { name: 'Library', exact: true }).click()
  await page.getByLabel('Import .bib file').setInputFiles({
    name: 'offline.bib',
    mimeType: 'application/x-bibtex',
    buffer: Buffer.from('@misc{offline2020, title = {untitled scan}, author = {Unknown}, year = {2020}}\n'),
  })
  await expect(page.getByText('Imported 1 paper from the .bib file.')).toBeVisible()
  await page.getByRole('button', { name: 'Edit the record of untitled scan' }).click()
  const form = page.getByRole('form', { name: 'Edit record' })
  await form.getByLabel('Entry type').selectOption('phdthesis')
  await form.getByLabel('Title').fill('Dust in the early universe')
  await form.getByLabel('Authors (one a line, Family, Given)').fill('Doe, Jane\nRoe, Richard')
  await form.getByLabel('Cite key (empty: unchanged)').fill('a key')
  await form.getByRole('button', { name: 'Save record' }).click()
  await expect(form.getByRole('alert')).toHaveText('A cite key has no spaces, commas, braces, quotes or backslashes.')
  await form.getByLabel('Cite key (empty: unchanged)').fill('doe2020thesis')
  await form.getByRole('button', { name: 'Save record' }).click()
  await expect(
    page.getByRole('list', { name: 'Your library' }).getByRole('listitem', { name: 'Dust in the early universe' }),
  ).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export BibTeX' }).click()
  const bibtex = await readFile(await (await download).path(), 'utf8')
  expect(bibtex).toMatch(/^@phdthesis\{doe2020thesis,/u)
  expect(bibtex).toContain('Dust in the early universe')
  expect(bibtex).toContain('author = {Doe, Jane and Roe, Richard}')
})
