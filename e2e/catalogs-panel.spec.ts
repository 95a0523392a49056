import type { FakeModelServer } from '../test/helpers/fake-model/fake-model-server'
import { startTapReplayServer, type TapReplayServer } from '../test/helpers/tap-replay-server'
import { newSessionWithLocalModel } from './support/chat-helpers'
import { startFakeOllama } from './support/fake-ollama'
import { expect, test } from './support/fixtures'

let modelServer: FakeModelServer
let tap: TapReplayServer

test.beforeAll(async () => {
  modelServer = await startFakeOllama()
  tap = await startTapReplayServer({ sync: { fixture: 'gaia-dr3-sync-adql-top20-gaia_source-tabledata.vot' } })
})

test.afterAll(async () => {
  await modelServer.close()
  await tap.close()
})

test('the Catalogues panel runs ADQL on the TAP service set in Settings → Services and opens the rows as a table', async ({
  page,
  openApp,
}) => {
  await openApp()
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  const gaiaUrl = page.getByRole('textbox', { name: 'Gaia archive (ESA) TAP base URL' })
  await gaiaUrl.fill(tap.tapUrl)
  await gaiaUrl.press('Enter')
  await expect(gaiaUrl).toHaveValue(tap.tapUrl)
  await page.keyboard.press('Escape')

  await newSessionWithLocalModel(page)
  await page.getByText('Catalogues', { exact: true }).click()
  const form = page.locator('.catalogs-form')
  await form.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Gaia archive (ESA)' })
  await form.getByRole('radio', { name: 'ADQL' }).check()
  await form.getByRole('textbox', { name: 'ADQL' }).fill('SELECT TOP 20 source_id, ra, dec FROM gaiadr3.gaia_source')
  await form.getByRole('spinbutton', { name: 'Row limit' }).fill('20')
  await form.getByRole('button', { name: 'Query' }).click()

  await expect(form.getByRole('status')).toContainText('rows ×')
  const request = tap.requests.find((entry) => entry.url.startsWith('/tap/sync'))
  const sent = new URLSearchParams(request?.body ?? '')
  expect(sent.get('QUERY')).toBe('SELECT TOP 20 source_id, ra, dec FROM gaiadr3.gaia_source')
  expect(sent.get('MAXREC')).toBe('20')
  const table = page.locator('.data-table-view')
  await expect(table.getByTestId('table-count')).toContainText(/of \d+ rows/)
  await expect(table.getByRole('columnheader', { name: /source_id/ })).toBeVisible()
})
