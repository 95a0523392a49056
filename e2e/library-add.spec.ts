import type { Page } from '@playwright/test'
import type { LoopbackServer } from '../test/helpers/loopback-server'
import { expect, test } from './support/fixtures'
import type { HeadlessHost } from './support/headless-host'
import { replayedArxivId, replayedTitle, startReplayServices } from './support/replay-services'

let services: LoopbackServer

test.beforeAll(async () => {
  services = await startReplayServices()
})

test.afterAll(async () => {
  await services.close()
})

async function setServices(page: Page, host: Pick<HeadlessHost, 'origin' | 'apiHeaders'>, patch: object) {
  const response = await page.request.post(`${host.origin}/api/invoke/settings.set`, {
    headers: host.apiHeaders,
    data: { patch, secrets: [] },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

test('a pasted arXiv link is added in one action: looked up, downloaded, parsed, and found in the library', async ({
  page,
  host,
  openApp,
}) => {
  test.setTimeout(120_000)
  await openApp()
  await setServices(page, host, { services: { arxivBaseUrl: services.url } })
  await page.getByRole('button', { name: 'Library', exact: true }).click()

  await page
    .getByRole('textbox', { name: 'arXiv id, DOI, bibcode or link' })
    .fill(`https://arxiv.org/abs/${replayedArxivId}`)
  await page.getByRole('button', { name: 'Add', exact: true }).click()

  const queue = page.getByRole('list', { name: 'Papers being added' })
  const line = queue.getByRole('listitem', { name: replayedTitle })
  await expect(line.getByTestId('add-job-state')).toHaveText('ready', { timeout: 60_000 })
  await expect(page.getByRole('heading', { name: 'Added: 1 ready, 0 failed' })).toBeVisible()
  expect(services.requests.some((request) => request.url.startsWith(`/pdf/${replayedArxivId}`))).toBe(true)

  await page.getByRole('searchbox', { name: 'Filter by title, abstract or author' }).fill('Luttinger')
  const paper = page.getByRole('list', { name: 'Your library' }).getByRole('listitem', { name: replayedTitle })
  await expect(paper.getByText('Parsed', { exact: true })).toBeVisible()
})

test('identifiers pasted outside any field are added; a bad one says which step failed and what to do', async ({
  page,
  host,
  openApp,
}) => {
  await openApp()
  await setServices(page, host, { services: { arxivBaseUrl: services.url }, library: { autoDownload: false } })
  await page.getByRole('button', { name: 'Library', exact: true }).click()
  await page.getByRole('heading', { name: 'Add papers' }).click()
  await page.evaluate(() => {
    const data = new DataTransfer()
    data.setData('text/plain', 'arXiv:1201.4869v1\n2015MNRAS.446.4239E')
    document
      .querySelector('.library-view')
      ?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }))
  })
  const queue = page.getByRole('list', { name: 'Papers being added' })
  await expect(queue.getByRole('listitem', { name: replayedTitle }).getByTestId('add-job-state')).toHaveText('ready')
  const bibcode = queue.getByRole('listitem', { name: '2015MNRAS.446.4239E' })
  await expect(bibcode.getByRole('alert')).toContainText('Failed at looking up.')
  await expect(bibcode.getByRole('alert')).toContainText('add your ADS token in Settings → Services')
  await expect(bibcode.getByRole('button', { name: 'Retry adding “2015MNRAS.446.4239E”' })).toBeVisible()
})

test('Settings → Services: a changed arXiv base URL is the one the next search uses', async ({ page, openApp }) => {
  const other = await startReplayServices()
  try {
    await openApp()
    await page.getByRole('button', { name: 'Settings', exact: true }).click()
    const field = page.getByRole('textbox', { name: 'arXiv API base URL' })
    await expect(field).toHaveValue('https://export.arxiv.org')
    await field.fill(other.url)
    await field.press('Enter')
    await expect(page.getByText('Services saved.')).toBeVisible()

    await page.getByRole('button', { name: 'Library', exact: true }).click()
    await page.getByRole('searchbox', { name: 'Search query' }).fill('au:del_maestro')
    await page.getByLabel('Source').selectOption('arxiv')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('listitem', { name: replayedTitle }),
    ).toBeVisible()
    expect(other.requests.some((request) => request.url.startsWith('/api/query'))).toBe(true)
  } finally {
    await other.close()
  }
})

test('search sorts by citations across both sources, keeps its results across views, and lists references to add', async ({
  page,
  host,
  openApp,
}) => {
  test.setTimeout(90_000)
  await openApp()
  await setServices(page, host, {
    services: { arxivBaseUrl: services.url, adsBaseUrl: services.url },
    library: { autoDownload: false },
  })
  const token = await page.request.post(`${host.origin}/api/invoke/settings.set`, {
    headers: host.apiHeaders,
    data: { secrets: [{ name: 'ads-token', value: 'e2e-token' }] },
  })
  expect(token.ok()).toBe(true)
  await page.getByRole('button', { name: 'Library', exact: true }).click()
  await page.getByRole('searchbox', { name: 'Search query' }).fill('author:"Del Maestro" year:2012')
  await page.getByLabel('Sort by').selectOption('citations')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const results = page.getByRole('list', { name: 'Search results' })
  await expect(results.getByRole('listitem').first()).toBeVisible()
  // The results have a pane of their own: the local library is behind its tab.
  await expect(page.getByRole('tab', { name: /^Search results \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('list', { name: 'Your library' })).toBeHidden()
  const adsRequest = services.requests.findLast((request) => request.url.startsWith('/v1/search/query'))
  const adsQuery = new URL(adsRequest?.url ?? '', 'http://127.0.0.1').searchParams
  expect(adsQuery.get('q')).toBe('author:"Del Maestro" year:2012')
  expect(adsQuery.get('sort')).toBe('citation_count desc')
  const arxivRequest = services.requests.findLast((request) => request.url.startsWith('/api/query'))
  expect(new URL(arxivRequest?.url ?? '', 'http://127.0.0.1').searchParams.get('search_query')).toBe(
    'au:Del_Maestro AND submittedDate:[201201010000 TO 201212312359]',
  )
  const counts = await results
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => Number(/(\d+) citations?/.exec(item.textContent ?? '')?.[1] ?? -1)))
  expect(counts.length).toBeGreaterThan(2)
  expect(counts).toEqual([...counts].sort((a, b) => b - a))

  await page.getByRole('button', { name: 'Chat', exact: true }).click()
  await page.getByRole('button', { name: 'Library', exact: true }).click()
  await expect(page.getByRole('searchbox', { name: 'Search query' })).toHaveValue('author:"Del Maestro" year:2012')
  await expect(page.getByLabel('Sort by')).toHaveValue('citations')
  const first = results.locator(':scope > li').first()
  await expect(first).toBeVisible()
  await page.getByRole('tab', { name: 'Your library' }).click()
  await expect(results).toBeHidden()
  await page.getByRole('tab', { name: /^Search results/ }).click()
  await expect(first).toBeVisible()

  await first.getByRole('button', { name: /^References of/ }).click()
  const references = first.getByRole('list', { name: 'References' })
  await expect(references.getByRole('listitem').first()).toBeVisible()
  expect(services.requests.some((request) => decodeURIComponent(request.url).includes('references(bibcode:'))).toBe(
    true,
  )
  const reference = references.getByRole('listitem').first()
  await reference.getByRole('button', { name: /^Add “/ }).click()
  await expect(reference.getByText('In library')).toBeVisible()
  await expect(first.getByRole('link', { name: 'ADS' })).toHaveAttribute('href', /ui\.adsabs\.harvard\.edu\/abs\//)
})
