import type { FakeModelServer } from '../test/helpers/fake-model/fake-model-server'
import { fakeOllamaModel, startFakeOllama } from './support/fake-ollama'
import { expect, test } from './support/fixtures'

let modelServer: FakeModelServer

test.beforeAll(async () => {
  modelServer = await startFakeOllama()
})

test.afterAll(async () => {
  await modelServer.close()
})

test('with no provider, the chat explains what to set and offers the local server it found in one click', async ({
  page,
  openApp,
}) => {
  await openApp()
  await page
    .getByRole('navigation', { name: 'Sessions' })
    .getByRole('button', { name: '+ New session', exact: true })
    .click()
  const notice = page.getByTestId('first-run')
  await expect(notice).toContainText('Open Settings → Model providers')
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeDisabled()

  await notice.getByRole('button', { name: `Use ${fakeOllamaModel}` }).click()
  await expect(notice).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled()

  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  const providers = page.getByRole('region', { name: 'Model providers' })
  await expect(providers).toContainText(`Ollama · ${fakeOllamaModel}`)
  await expect(providers).toContainText('http://127.0.0.1:11434/v1')
  await expect(providers.getByRole('radio', { name: `Use Ollama · ${fakeOllamaModel} for chat` })).toBeChecked()

  await providers.getByRole('button', { name: 'Edit' }).click()
  await expect(providers.getByTestId('api-key-status')).toHaveText('not set')
  await providers.getByRole('button', { name: 'Test connection' }).click()
  await expect(providers.getByRole('status')).toContainText('Connected')
})

test('a new install opens on the welcome: a local model in one click, the ADS token, then the first session', async ({
  page,
  openApp,
}) => {
  await openApp()
  const welcome = page.getByTestId('welcome')
  await expect(welcome.getByRole('heading', { name: 'Welcome to AstroResearch' })).toBeVisible()
  const start = welcome.getByRole('button', { name: 'Start a session' })
  await expect(start).toBeDisabled()
  await welcome.getByRole('button', { name: `Use ${fakeOllamaModel}` }).click()
  await expect(welcome.getByRole('status').filter({ hasText: 'The assistant uses' })).toContainText(fakeOllamaModel)

  await welcome.getByLabel(/NASA ADS token/).fill('ads-token-from-the-welcome')
  await welcome.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(welcome.getByText('set', { exact: true })).toBeVisible()

  await start.click()
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled()
  await expect(welcome).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled()
  await expect(page.getByTestId('welcome')).toHaveCount(0)
})
