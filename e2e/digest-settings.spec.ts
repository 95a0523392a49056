import { expect, test } from './support/fixtures'

test('Settings → Digest suggests categories from the library, keeps the follows, and says what is wrong with a bad category', async ({
  page,
  host,
  openApp,
}) => {
  await openApp()
  const imported = await page.request.post(`${host.origin}/api/invoke/library.import`, {
    headers: host.apiHeaders,
    data: {
      records: [
        { arxivId: null, doi: null, bibcode: null, title: 'A', authors: [], keywords: ['astro-ph.EP'] },
        { arxivId: null, doi: null, bibcode: null, title: 'B', authors: [], keywords: ['astro-ph.EP', 'astro-ph.SR'] },
      ],
    },
  })
  expect(imported.ok(), await imported.text()).toBe(true)
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  const section = page.getByRole('region', { name: 'Digest' })
  await expect(section).toContainText('Your library’s papers are mostly in astro-ph.EP, astro-ph.SR.')
  await section.getByRole('button', { name: 'Use these' }).click()
  await expect(section.getByRole('textbox', { name: 'arXiv categories' })).toHaveValue('astro-ph.EP, astro-ph.SR')

  const categories = section.getByRole('textbox', { name: 'arXiv categories' })
  await categories.fill('astro-ph.EP, astro-ph.SR')
  await categories.press('Enter')
  await expect(section.getByRole('status')).toHaveText('Digest settings saved.')

  const authors = section.getByRole('textbox', { name: 'Authors to follow' })
  await authors.fill('Gillon, M.; Winn, J. N.')
  await authors.press('Enter')
  const keywords = section.getByRole('textbox', { name: 'Keywords to follow' })
  await keywords.fill('TRAPPIST-1, JWST')
  await keywords.press('Enter')
  await section.getByRole('checkbox', { name: /cross-listed/ }).click()
  await expect(section.getByRole('checkbox', { name: /cross-listed/ })).not.toBeChecked()

  await categories.fill('astro-ph.EP, astro ph!')
  await categories.press('Enter')
  await expect(section.getByRole('alert')).toBeVisible()

  await page.reload()
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  const reloaded = page.getByRole('region', { name: 'Digest' })
  await expect(reloaded.getByRole('textbox', { name: 'arXiv categories' })).toHaveValue('astro-ph.EP, astro-ph.SR')
  await expect(reloaded.getByRole('textbox', { name: 'Authors to follow' })).toHaveValue('Gillon, M.; Winn, J. N.')
  await expect(reloaded.getByRole('textbox', { name: 'Keywords to follow' })).toHaveValue('TRAPPIST-1, JWST')
  await expect(reloaded.getByRole('checkbox', { name: /cross-listed/ })).not.toBeChecked()
})
