import { type LoopbackServer, startLoopbackServer } from '../test/helpers/loopback-server'
import { readSharedFixtureText } from '../test/helpers/shared-fixtures'
import { expect, test } from './support/fixtures'

let sesame: LoopbackServer

test.beforeAll(async () => {
  sesame = await startLoopbackServer((_request, response) => {
    response.end(readSharedFixtureText('sesame/sesame-xml-3-targets-ngc4258-found-and-notfound.xml'))
  })
})

test.afterAll(async () => {
  await sesame.close()
})

test('an object looked up from the palette shows its position, type and names, and opens an ADS search for it', async ({
  page,
  host,
  openApp,
}) => {
  const response = await page.request.post(`${host.origin}/api/invoke/settings.set`, {
    headers: host.apiHeaders,
    data: { patch: { services: { sesameBaseUrl: sesame.url } }, secrets: [] },
  })
  expect(response.ok(), await response.text()).toBe(true)
  await openApp()
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await palette.getByRole('combobox').fill('NGC 4258')
  await palette.getByRole('option', { name: 'Look up the object “NGC 4258”' }).click()

  const lookup = page.getByTestId('object-lookup')
  await expect(lookup.getByTestId('object-position')).toContainText('RA 184.74008°, Dec 47.30372° (ICRS)')
  await expect(lookup).toContainText('LIN')
  await expect(lookup).toContainText('M 106')
  await expect(lookup).toContainText('No parsed paper in your library mentions it.')
  expect(sesame.requests[0]?.url).toContain('NGC%204258')

  await lookup.getByRole('button', { name: 'Search ADS for papers on this object' }).click()
  await expect(lookup).toHaveCount(0)
  await expect(page.getByRole('searchbox', { name: 'Search query' })).toHaveValue(/^object:".*"$/)
})

test('an object is looked up from the library toolbar too', async ({ page, host, openApp }) => {
  const response = await page.request.post(`${host.origin}/api/invoke/settings.set`, {
    headers: host.apiHeaders,
    data: { patch: { services: { sesameBaseUrl: sesame.url } }, secrets: [] },
  })
  expect(response.ok(), await response.text()).toBe(true)
  await openApp()
  await page.getByRole('button', { name: 'Library', exact: true }).click()
  const toolbar = page.getByRole('region', { name: 'Look up an object' })
  await toolbar.getByRole('textbox', { name: 'Object name' }).fill('NGC 4258')
  await toolbar.getByRole('button', { name: 'Look up' }).click()
  const lookup = page.getByTestId('object-lookup')
  await expect(lookup.getByTestId('object-position')).toContainText('RA 184.74008°, Dec 47.30372° (ICRS)')
  await expect(lookup).toContainText('M 106')
})
