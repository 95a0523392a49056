import { startBiblibServer } from '../test/engine/library/ads/biblib-server'
import type { LoopbackServer } from '../test/helpers/loopback-server'
import { expect, test } from './support/fixtures'

let ads: LoopbackServer

test.beforeAll(async () => {
  ads = await startBiblibServer()
})

test.afterAll(async () => {
  await ads.close()
})

test('Library: list ADS libraries, import one as a collection, send it back to an existing ADS library', async ({
  page,
  host,
  openApp,
}) => {
  await openApp()
  const response = await page.request.post(`${host.origin}/api/invoke/settings.set`, {
    headers: host.apiHeaders,
    data: { patch: { services: { adsBaseUrl: ads.url } }, secrets: [{ name: 'ads-token', value: 'e2e-biblib-token' }] },
  })
  expect(response.ok(), await response.text()).toBe(true)
  await page.getByRole('button', { name: 'Library', exact: true }).click()

  await page.getByText('NASA ADS libraries').click()
  const libraries = page.getByRole('list', { name: 'NASA ADS libraries' })
  await expect(libraries).toContainText('Thesis chapter 2')
  await libraries.getByRole('button', { name: 'Import the ADS library “Thesis chapter 2” as a collection' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Collection “Thesis chapter 2”' })).toContainText(
    '3 papers imported, 0 already in the library, 1 not found in ADS.',
  )
  await expect(page.getByText('Dynamics of accretion and winds in tidal disruption events').first()).toBeVisible()

  await page.getByLabel('Send collection').selectOption('Thesis chapter 2')
  await page.getByLabel('to', { exact: true }).selectOption({ label: 'Thesis chapter 2' })
  await page.getByRole('button', { name: 'Send to ADS' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'sent to the ADS library' })).toContainText('3 papers')
})
