import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { writeZoteroDirectory } from '../test/engine/library/zotero/zotero-fixture'
import { expect, test } from './support/fixtures'

let zoteroDir = ''

test.beforeAll(() => {
  zoteroDir = join(mkdtempSync(join(tmpdir(), 'astro-e2e-zotero-')), 'Zotero')
  writeZoteroDirectory(zoteroDir, {
    collections: [{ key: 'COLL0001', name: 'Reading list' }],
    items: [
      {
        key: 'ART00001',
        type: 'journalArticle',
        fields: { title: 'Cosmic shear with KiDS-1000', DOI: '10.1051/0004-6361/202039070', date: '2021' },
        authors: [['Asgari', 'Marika']],
        collections: ['COLL0001'],
      },
      { key: 'WEB00001', type: 'webpage', fields: { title: 'A blog post' } },
    ],
  })
})

test.afterAll(() => {
  rmSync(join(zoteroDir, '..'), { recursive: true, force: true })
})

test('Settings → Storage imports a Zotero folder and shows what was skipped; the paper is in the library', async ({
  page,
  openApp,
}) => {
  await openApp()
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  const form = page.getByRole('form', { name: 'Import from Zotero…' })
  await expect(form.getByLabel('Import from Zotero…')).toHaveValue(/Zotero$/)

  await form.getByLabel('Import from Zotero…').fill(join(zoteroDir, '..', 'nowhere'))
  await form.getByRole('button', { name: 'Import' }).click()
  await expect(form.getByRole('alert')).toContainText('There is no zotero.sqlite in')

  await form.getByLabel('Import from Zotero…').fill(zoteroDir)
  await form.getByRole('button', { name: 'Import' }).click()
  const summary = form.getByRole('status')
  await expect(summary).toContainText('Imported 1, updated 0, skipped 1')
  await expect(summary).toContainText('A blog post: not a paper (webpage)')

  await page.getByRole('button', { name: 'Library', exact: true }).click()
  await expect(page.getByText('Cosmic shear with KiDS-1000').first()).toBeVisible()
})
