import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { LoopbackServer } from '../test/helpers/loopback-server'
import { startLoopbackServer } from '../test/helpers/loopback-server'
import { readSharedFixture } from '../test/helpers/shared-fixtures'
import { expect, test } from './support/fixtures'

const listing = readSharedFixture('arxiv-listings/api-atom-q_testing_s0_m100_cfe7536492ca.xml')
const empty = readSharedFixture('arxiv/id_0000.0000_s0_m100_8b51d9633a68.xml')
let arxiv: LoopbackServer

test.beforeAll(async () => {
  // The recorded 100-entry feed as the listing's one page (and as the answer to the add's id lookup), then nothing.
  arxiv = await startLoopbackServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    response.writeHead(200, { 'content-type': 'application/atom+xml; charset=utf-8' })
    response.end(url.pathname === '/api/query' && url.searchParams.get('start') === '0' ? listing : empty)
  })
})

test.afterAll(async () => {
  await arxiv.close()
})

test('the digest view ranks a day’s listing, says why, expands the abstract, marks read and adds to the library', async ({
  page,
  host,
  openApp,
}) => {
  test.setTimeout(90_000)
  await openApp()
  const settings = await page.request.post(`${host.origin}/api/invoke/settings.set`, {
    headers: host.apiHeaders,
    data: {
      patch: {
        services: { arxivBaseUrl: arxiv.url },
        library: { autoDownload: false, autoParse: false },
        digest: { categories: ['cs.SE'], keywords: ['Ethereum'], count: 10 },
      },
      secrets: [],
    },
  })
  expect(settings.ok(), await settings.text()).toBe(true)
  // The window reads Settings when it loads.
  await page.reload()

  await page.getByRole('button', { name: 'Digest', exact: true }).click()
  await page.getByLabel('Day', { exact: true }).fill('2026-12-01')
  const summary = page.getByTestId('digest-summary')
  await expect(summary).toHaveText('cs.SE, 2026-12-01: 100 new papers, 100 unread, ranked by your library.')

  const list = page.getByRole('list', { name: 'Ranked papers' })
  await expect(list.getByRole('listitem')).toHaveCount(10)
  const first = list.getByRole('listitem').first()
  await expect(first).toContainText('Mutation Testing for Ethereum Smart Contract')
  await expect(first).toContainText("Why: mentions 'Ethereum'")
  await expect(first.getByRole('link', { name: 'Open on arXiv' })).toHaveAttribute(
    'href',
    /arxiv\.org\/abs\/1908\.03707/,
  )

  await first.getByText('Abstract', { exact: true }).click()
  await expect(first).toContainText('Smart contract is a special program that manages digital assets on blockchain.')

  await first.getByRole('button', { name: 'Mark read' }).click()
  await expect(summary).toContainText('99 unread')
  await expect(first.getByRole('button', { name: 'Mark unread' })).toBeVisible()

  // The tab counts what is unread in the stored digest, without asking arXiv again.
  const requests = arxiv.requests.length
  await page.getByRole('button', { name: 'Library', exact: true }).click()
  await expect(page.getByTestId('digest-unread')).toHaveText('99')
  // So does the sidebar (folded away while the library is shown), whose link opens the view.
  await page.getByRole('button', { name: 'Chat', exact: true }).click()
  await expect(page.getByTestId('sidebar-digest-unread')).toHaveText('99')
  await page.getByRole('button', { name: 'Today on arXiv: 99 unread' }).click()
  await page.getByLabel('Day', { exact: true }).fill('2026-12-01')
  await expect(summary).toContainText('99 unread')
  expect(arxiv.requests).toHaveLength(requests)

  await first.getByRole('button', { name: 'Add to library' }).click()
  await expect(first.getByRole('button', { name: 'In library' })).toBeDisabled()
  await expect
    .poll(async () => {
      const paper = await page.request.post(`${host.origin}/api/invoke/paper.get`, {
        headers: host.apiHeaders,
        data: { paper: '1908.03707' },
      })
      return paper.ok()
    })
    .toBe(true)
})

test('citation alerts: the reader gives an ORCID iD in the digest view and sees the new papers citing theirs', async ({
  page,
  host,
  openApp,
}) => {
  const orcidAnswer = readFileSync(join(__dirname, '../test/fixtures/ads/citations-of-orcid-response.json'), 'utf8')
  const ads = await startLoopbackServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(orcidAnswer)
  })
  try {
    await openApp()
    const settings = await page.request.post(`${host.origin}/api/invoke/settings.set`, {
      headers: host.apiHeaders,
      data: {
        patch: { services: { arxivBaseUrl: arxiv.url, adsBaseUrl: ads.url }, digest: { categories: ['cs.SE'] } },
        secrets: [{ name: 'ads-token', value: 'token-e2e' }],
      },
    })
    expect(settings.ok(), await settings.text()).toBe(true)
    await page.reload()
    await page.getByRole('button', { name: 'Digest', exact: true }).click()
    const alerts = page.getByTestId('citation-alerts')
    await expect(alerts).toContainText('Give your ORCID iD or your name')

    await alerts.getByLabel('Your ORCID iD').fill('1234')
    await alerts.getByRole('button', { name: 'Save' }).click()
    await expect(alerts.getByRole('alert')).toContainText('ORCID iD reads like')

    await alerts.getByLabel('Your ORCID iD').fill('0000-0002-1825-0097')
    await alerts.getByRole('button', { name: 'Save' }).click()
    const link = alerts.getByRole('link', {
      name: 'Dust production in the aftermath of giant impacts around young stars',
    })
    await expect(link).toHaveAttribute('href', 'https://ui.adsabs.harvard.edu/abs/2026MNRAS.545..812L/abstract')
    await expect(alerts).toContainText('cites your paper')
    expect(new URL(ads.requests.at(-1)?.url ?? '/', 'http://x').searchParams.get('q')).toContain(
      'citations(orcid:"0000-0002-1825-0097")',
    )
  } finally {
    await ads.close()
  }
})
