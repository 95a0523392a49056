import { expect, test } from './support/fixtures'

/** Valid entries up to `characters` characters: large enough to be read on the import's own thread. */
function largeBib(characters: number): { text: string; entries: number } {
  const parts: string[] = []
  let size = 0
  for (let index = 0; size < characters; index++) {
    const entry = `@article{large${index},\n  author = {Author, A. and Other, B.},\n  title = {Dust in galaxy ${index}},\n  journal = {\\apj},\n  year = {${2000 + (index % 25)}},\n  doi = {10.3847/e2e.${index}}\n}\n\n`
    parts.push(entry)
    size += entry.length
  }
  return { text: parts.join(''), entries: parts.length }
}

test('a large .bib import shows its progress and imports every entry', async ({ page, openApp }) => {
  await openApp()
  await page.getByRole('button', { name: 'Library', exact: true }).click()
  const { text, entries } = largeBib(400_000)
  await page.getByLabel('Import .bib file').setInputFiles({
    name: 'large.bib',
    mimeType: 'application/x-bibtex',
    buffer: Buffer.from(text),
  })
  await expect(page.getByText(`Imported ${entries} papers from the .bib file.`)).toBeVisible({
    timeout: 60_000,
  })
})

test('a large .bib import can be cancelled, and nothing from the file is stored', async ({ page, openApp }) => {
  await openApp()
  await page.getByRole('button', { name: 'Library', exact: true }).click()
  await page.getByLabel('Import .bib file').setInputFiles({
    name: 'huge.bib',
    mimeType: 'application/x-bibtex',
    buffer: Buffer.from(largeBib(8_000_000).text),
  })
  await expect(page.getByRole('progressbar', { name: 'Importing the .bib file' })).toBeVisible({ timeout: 60_000 })
  await page.getByRole('button', { name: 'Cancel the .bib import' }).click()
  await expect(page.getByText('The import was cancelled; nothing from the file was stored.')).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByRole('list', { name: 'Your library' }).getByRole('listitem')).toHaveCount(0)
})
