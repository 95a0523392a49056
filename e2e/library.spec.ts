import type { Page } from '@playwright/test'
import type { LoopbackServer } from '../test/helpers/loopback-server'
import { expect, test } from './support/fixtures'
import type { HeadlessHost } from './support/headless-host'
import { replayedTitle, stalledTitle, startReplayServices } from './support/replay-services'

let services: LoopbackServer

test.beforeAll(async () => {
  services = await startReplayServices()
})

test.afterAll(async () => {
  await services.close()
})

async function pointServicesAtReplay(page: Page, host: HeadlessHost) {
  const response = await page.request.post(`${host.origin}/api/invoke/settings.set`, {
    headers: host.apiHeaders,
    data: {
      // The step-by-step flow below downloads and parses by hand; library-add.spec.ts covers adding in one action.
      patch: { services: { arxivBaseUrl: services.url, adsBaseUrl: services.url }, library: { autoDownload: false } },
      secrets: [{ name: 'ads-token', value: 'e2e-replay-token' }],
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

/** Selects the first words of the page's text layer, the way a mouse drag would, and lets go of the button. */
async function selectTextOnPage(page: Page, pageNumber: number): Promise<string> {
  const pageRegion = page.locator(`.reader-page[data-page="${pageNumber}"]`)
  await expect(pageRegion.locator('.textLayer span').nth(3)).toBeAttached({ timeout: 30_000 })
  return pageRegion.evaluate((element) => {
    const spans = [...element.querySelectorAll('.textLayer span')].filter((span) => span.textContent?.trim())
    const first = spans[0]
    const last = spans[Math.min(2, spans.length - 1)]
    if (!first || !last?.lastChild) throw new Error('the text layer has no text')
    const range = document.createRange()
    range.setStart(first, 0)
    range.setEnd(last.lastChild, last.lastChild.textContent?.length ?? 0)
    const selection = window.getSelection()
    selection?.removeAllRanges()
    selection?.addRange(range)
    last.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }))
    return selection?.toString() ?? ''
  })
}

test('search, import, download, read with a highlight and a note, edit both, reload: all still there', async ({
  page,
  host,
  openApp,
}) => {
  test.setTimeout(180_000)
  await openApp()
  await pointServicesAtReplay(page, host)
  await page.getByRole('button', { name: 'Library', exact: true }).click()

  await page.getByRole('searchbox', { name: 'Search query' }).fill('au:del_maestro')
  await page.getByLabel('Source').selectOption('all')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const results = page.getByRole('list', { name: 'Search results' })
  const hit = results.getByRole('listitem', { name: replayedTitle })
  await expect(hit).toBeVisible()
  await expect(hit.getByText('arXiv:1201.4869v1')).toBeVisible()
  expect(services.requests.some((request) => request.url.startsWith('/api/query'))).toBe(true)
  expect(services.requests.some((request) => request.url.startsWith('/v1/search/query'))).toBe(true)

  await hit.getByRole('button', { name: `Add “${replayedTitle}” to the library` }).click()
  await expect(hit.getByText('In library')).toBeVisible()

  await page.getByRole('tab', { name: 'Your library' }).click()
  const library = page.getByRole('list', { name: 'Your library' })
  const paper = library.getByRole('listitem', { name: replayedTitle })
  await expect(paper).toBeVisible()
  await paper.getByRole('button', { name: 'Download', exact: true }).click()
  await expect(paper.getByRole('button', { name: 'Downloaded' })).toBeDisabled({ timeout: 30_000 })
  expect(services.requests.some((request) => request.url.startsWith('/pdf/1201.4869'))).toBe(true)

  await paper.getByRole('button', { name: 'Parse', exact: true }).click()
  await expect(paper.getByText('Parsed', { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(paper.getByRole('button', { name: 'Parse again' })).toBeEnabled()

  await paper.getByRole('button', { name: 'Read', exact: true }).click()
  await expect(page.getByRole('toolbar', { name: 'Reader tools' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Page 1 of 8' })).toBeVisible({ timeout: 30_000 })

  const quote = await selectTextOnPage(page, 1)
  expect(quote.length).toBeGreaterThan(3)
  const composer = page.getByRole('form', { name: 'New highlight' })
  await expect(composer).toBeVisible()
  await composer.getByText('Green').click()
  await composer.getByRole('textbox', { name: 'Comment' }).fill('Compare with the Bethe lattice result')
  await composer.getByRole('button', { name: 'Save highlight' }).click()
  const highlights = page.getByRole('list', { name: 'Highlights' })
  await expect(highlights.getByText('Compare with the Bethe lattice result')).toBeVisible()
  await expect(page.locator('.reader-page[data-page="1"] .reader-highlight-green').first()).toBeVisible()

  await page.getByRole('textbox', { name: 'New note' }).fill('Check the critical exponent against Table 1')
  await page.getByRole('button', { name: 'Add note' }).click()
  const notes = page.getByRole('list', { name: 'Notes' })
  await expect(notes.getByText('Check the critical exponent against Table 1')).toBeVisible()

  await highlights.getByRole('button', { name: 'Edit highlight' }).click()
  const highlightEditor = highlights.getByRole('form', { name: 'Edit highlight' })
  await highlightEditor.getByText('Blue').click()
  await highlightEditor.getByRole('textbox', { name: 'Comment' }).fill('Compare with the Cayley tree result')
  await highlightEditor.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(highlights.getByText('Compare with the Cayley tree result')).toBeVisible()
  await expect(page.locator('.reader-page[data-page="1"] .reader-highlight-blue').first()).toBeVisible()

  await notes.getByRole('button', { name: 'Edit note' }).click()
  const noteEditor = notes.getByRole('form', { name: 'Edit note' })
  await noteEditor.getByRole('textbox', { name: 'Note' }).fill('Check the critical exponent against Table 2')
  await noteEditor.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(notes.getByText('Check the critical exponent against Table 2')).toBeVisible()

  await page.reload()
  await page.getByRole('navigation', { name: /^(Sessions|会话)$/ }).waitFor()
  await page.getByRole('button', { name: 'Library', exact: true }).click()
  await page
    .getByRole('list', { name: 'Your library' })
    .getByRole('listitem', { name: replayedTitle })
    .getByRole('button', { name: 'Read', exact: true })
    .click()
  await expect(
    page.getByRole('list', { name: 'Highlights' }).getByText('Compare with the Cayley tree result'),
  ).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Notes' }).getByText('Check the critical exponent against Table 2'),
  ).toBeVisible()
  await expect(page.locator('.reader-page[data-page="1"] .reader-highlight-blue').first()).toBeVisible({
    timeout: 30_000,
  })
  const pageInput = page.getByRole('textbox', { name: 'Page' })
  await pageInput.fill('5')
  await pageInput.press('Enter')
  await expect(page.getByRole('region', { name: 'Page 5 of 8' }).locator('.textLayer span').first()).toBeInViewport({
    timeout: 30_000,
  })
  await page.getByRole('list', { name: 'Notes' }).getByRole('button', { name: 'p. 1' }).click()
  await expect(pageInput).toHaveValue('1')
  await expect(page.getByRole('region', { name: 'Page 1 of 8' })).toBeInViewport()
})

test('a .bib import with no open copy offers the publisher page, and the library exports as BibTeX', async ({
  page,
  openApp,
}) => {
  const title = 'Quantum criticality for extended nodes on a Bethe lattice in the large connectivity limit'
  await openApp()
  await page.getByRole('button', { name: 'Library', exact: true }).click()
  await page.getByLabel('Import .bib file').setInputFiles({
    name: 'thesis.bib',
    mimeType: 'application/x-bibtex',
    buffer: Buffer.from(
      `@article{Murray2012,\n  title = {${title}},\n  author = {Murray, James M. and Del Maestro, Adrian and Te{\\v{s}}anovi{\\'c}, Zlatko},\n  journal = {Phys. Rev. B},\n  year = {2012},\n  doi = {10.1103/PhysRevB.85.115117}\n}\n`,
    ),
  })
  await expect(page.getByText('Imported 1 paper from the .bib file.')).toBeVisible()
  const paper = page.getByRole('list', { name: 'Your library' }).getByRole('listitem', { name: title })
  await paper.getByRole('button', { name: 'Download', exact: true }).click()
  await expect(paper.getByText(/No open-access copy was found/)).toBeVisible()
  await expect(paper.getByRole('link', { name: 'Open the publisher page' })).toHaveAttribute(
    'href',
    'https://doi.org/10.1103/physrevb.85.115117',
  )
  await expect(paper.getByText('No open copy', { exact: true })).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export BibTeX' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('library.bib')
  const path = await file.path()
  const { readFile } = await import('node:fs/promises')
  const bibtex = await readFile(path, 'utf8')
  expect(bibtex).toMatch(/doi\s*=\s*\{10\.1103\/physrevb\.85\.115117\}/i)
})

test('a download that stalls can be cancelled, and the paper is left ready to download again', async ({
  page,
  host,
  openApp,
}) => {
  await openApp()
  await pointServicesAtReplay(page, host)
  await page.getByRole('button', { name: 'Library', exact: true }).click()
  await page.getByRole('searchbox', { name: 'Search query' }).fill('au:del_maestro')
  await page.getByLabel('Source').selectOption('arxiv')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const hit = page.getByRole('list', { name: 'Search results' }).getByRole('listitem', { name: stalledTitle })
  await hit.getByRole('button', { name: `Add “${stalledTitle}” to the library` }).click()
  await expect(hit.getByText('In library')).toBeVisible()

  await page.getByRole('tab', { name: 'Your library' }).click()
  const paper = page.getByRole('list', { name: 'Your library' }).getByRole('listitem', { name: stalledTitle })
  await paper.getByRole('button', { name: 'Download', exact: true }).click()
  await expect(paper.getByRole('progressbar')).toBeVisible()
  await expect
    .poll(() => services.requests.some((request) => request.url.startsWith('/pdf/cond-mat/0412498')))
    .toBe(true)
  await paper.getByRole('button', { name: `Cancel downloading “${stalledTitle}”` }).click()

  await expect(paper.getByRole('button', { name: 'Download', exact: true })).toBeEnabled()
  await expect(paper.getByRole('progressbar')).toHaveCount(0)
  await expect(paper.getByRole('alert')).toHaveCount(0)
  await expect(paper.getByText('No PDF', { exact: true })).toBeVisible()
})
