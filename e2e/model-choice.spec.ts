import type { FakeModelServer } from '../test/helpers/fake-model/fake-model-server'
import { newSessionWithLocalModel, sendPrompt } from './support/chat-helpers'
import { fakeOllamaModel, startFakeOllama } from './support/fake-ollama'
import { expect, test } from './support/fixtures'
import { captureLayouts } from './support/screenshots'

let modelServer: FakeModelServer

test.beforeAll(async () => {
  modelServer = await startFakeOllama()
})

test.afterAll(async () => {
  await modelServer.close()
})

test('a preset fills a provider; the chat header switches provider and model per session, kept over a reload; pinned sessions come first', async ({
  page,
  openApp,
}) => {
  await openApp()
  await newSessionWithLocalModel(page)
  const picker = page.getByTestId('model-picker')
  await expect(picker.getByRole('combobox', { name: 'Model for this session' })).toHaveValue(fakeOllamaModel)

  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  const providers = page.getByRole('region', { name: 'Model providers' })
  await providers.getByRole('button', { name: 'Add provider' }).click()
  const form = providers.getByRole('form', { name: 'Provider' })
  await form.getByLabel('Preset').selectOption({ label: 'Ollama' })
  await expect(form.getByLabel('Base URL')).toHaveValue('http://127.0.0.1:11434/v1')
  await expect(form.getByLabel('Tool calls')).toHaveValue('native')
  await expect(form.getByLabel('Context window (tokens)')).toHaveValue('32768')
  await expect(form.locator(`datalist option[value="${fakeOllamaModel}"]`)).toHaveCount(1)
  await form.getByLabel('Name').fill('Cool Ollama')
  await form.getByLabel('Temperature').fill('0.3')
  await form.getByRole('button', { name: 'Add provider' }).click()
  await expect(providers.getByRole('listitem').filter({ hasText: 'Cool Ollama' })).toBeVisible()

  await page.getByRole('button', { name: 'Chat', exact: true }).click()
  await picker.getByRole('combobox', { name: 'Provider for this session' }).selectOption({ label: 'Cool Ollama' })
  const modelField = picker.getByRole('combobox', { name: 'Model for this session' })
  await expect(modelField).toHaveValue('qwen2.5:7b-instruct')
  await modelField.fill('qwen2.5:14b')
  await modelField.press('Enter')
  await sendPrompt(page, 'Which model answers?')
  await expect(page.getByTestId('assistant-text').filter({ hasText: 'M31 lies at about' })).toBeVisible()
  const last = modelServer.requests().at(-1)
  expect(last?.model).toBe('qwen2.5:14b')
  expect(last?.temperature).toBe(0.3)
  await expect(page.getByTestId('session-cost')).toContainText('cost unknown')

  await page.reload()
  await expect(picker.getByRole('combobox', { name: 'Provider for this session' })).toHaveValue(/.+/)
  await expect(
    picker.getByRole('combobox', { name: 'Provider for this session' }).locator('option:checked'),
  ).toHaveText('Cool Ollama')
  await expect(modelField).toHaveValue('qwen2.5:14b')

  const sessions = page.getByRole('navigation', { name: 'Sessions' })
  await sessions.getByRole('button', { name: '+ New session', exact: true }).click()
  await expect(
    picker.getByRole('combobox', { name: 'Provider for this session' }).locator('option:checked'),
  ).toHaveText(/^Active: /)
  const items = sessions.getByRole('listitem')
  await expect(items).toHaveCount(2)
  const olderId = await items.last().locator('.session-select').getAttribute('data-session-id')
  await items.last().hover()
  await items
    .last()
    .getByRole('button', { name: /^Pin session/ })
    .click()
  await expect(items.first().locator('.session-select')).toHaveAttribute('data-session-id', olderId ?? '')
  await expect(items.first()).toContainText('Pinned')
  await page.reload()
  await expect(items.first().locator('.session-select')).toHaveAttribute('data-session-id', olderId ?? '')

  await captureLayouts(page, 'model-choice', async () => {
    await expect(page.getByTestId('model-picker')).toBeVisible()
  })
})
