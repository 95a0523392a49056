import type { Page } from '@playwright/test'
import type { LoopbackServer } from '../test/helpers/loopback-server'
import { expect, test } from './support/fixtures'
import { replayedArxivId, replayedTitle, startReplayServices } from './support/replay-services'

let services: LoopbackServer

test.beforeAll(async () => {
  services = await startReplayServices()
})

test.afterAll(async () => {
  await services.close()
})

async function setServices(page: Page, origin: string, patch: object) {
  const response = await page.request.post(`${origin}/api/invoke/settings.set`, { data: { patch, secrets: [] } })
  expect(response.ok(), await response.text()).toBe(true)
}

test('a pasted arXiv link is added in one action: looked up, downloaded, parsed, and found in the library', async ({
  page,
  host,
  openApp,
}) => {
  test.setTimeout(120_000)
  await openApp()
  await setServices(page, host.origin, { services: { arxivBaseUrl: services.url } })
  await page.getByRole('button', { name: 'Library', exact: true }).click()

  await page
    .getByRole('textbox', { name: 'arXiv id, DOI, bibcode or link' })
    .fill(`https://arxiv.org/abs/${replayedArxivId}`)
  await page.getByRole('button', { name: 'Add', exact: true }).click()

  const queue = page.getByRole('list', { name: 'Papers being added' })
  const line = queue.getByRole('listitem', { name: replayedTitle })
  await expect(line.getByTestId('add-job-state')).toHaveText('ready', { timeout: 60_000 })
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
  await setServices(page, host.origin, { services: { arxivBaseUrl: services.url }, library: { autoDownload: false } })
  await page.getByRole('button', { name: 'Library', exact: true }).click()
  await page.getByRole('heading', { name: 'Add papers' }).click()
  await page.evaluate(() => {
    const data = new DataTransfer()
    data.setData('text/plain', 'arXiv:1201.4869v1\n10.1093/mnras/stx123')
    document
      .querySelector('.library-view')
      ?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }))
  })
  const queue = page.getByRole('list', { name: 'Papers being added' })
  await expect(queue.getByRole('listitem', { name: replayedTitle }).getByTestId('add-job-state')).toHaveText('ready')
  const doi = queue.getByRole('listitem', { name: '10.1093/mnras/stx123' })
  await expect(doi.getByRole('alert')).toContainText('Failed at looking up.')
  await expect(doi.getByRole('alert')).toContainText('add your ADS token in Settings → Services')
  await expect(doi.getByRole('button', { name: 'Retry adding “10.1093/mnras/stx123”' })).toBeVisible()
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
