import type { FakeModelServer } from '../test/helpers/fake-model/fake-model-server'
import { newSessionWithLocalModel, sendPrompt } from './support/chat-helpers'
import { gfmScript, startFakeOllama } from './support/fake-ollama'
import { expect, test } from './support/fixtures'
import { captureLayouts } from './support/screenshots'

let modelServer: FakeModelServer

test.beforeAll(async () => {
  modelServer = await startFakeOllama()
})

test.afterAll(async () => {
  await modelServer.close()
})

test('an answer shows GFM tables, task lists, strikethrough and math; code and answers copy as Markdown', async ({
  page,
  context,
  openApp,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openApp()
  await newSessionWithLocalModel(page)

  await sendPrompt(page, 'Tabulate the distances [gfm]')
  const answer = page.getByTestId('assistant-text').filter({ hasText: 'superseded' })
  const table = answer.getByRole('table')
  await expect(table.getByRole('row')).toHaveCount(3)
  await expect(table.getByRole('cell', { name: 'M33' })).toBeVisible()
  await expect(table.locator('th .katex')).toHaveCount(1)
  await expect(answer.getByRole('checkbox')).toHaveCount(2)
  await expect(answer.getByRole('checkbox').first()).toBeChecked()
  await expect(answer.locator('del')).toHaveText('770 kpc')

  await answer.locator('pre').hover()
  await answer.getByRole('button', { name: 'Copy code' }).click()
  await expect(answer.getByRole('button', { name: 'Copy code' })).toHaveText('Copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(gfmScript.code)

  await page.getByRole('button', { name: 'Copy answer as Markdown' }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(gfmScript.answer)

  await captureLayouts(page, 'chat-gfm', async () => {
    await expect(page.getByTestId('assistant-text').getByRole('table')).toBeVisible()
  })
})

test('regenerate, edit a prompt and resend, retry after an error, and Escape stops a run; a reload keeps the result', async ({
  page,
  openApp,
}) => {
  await openApp()
  await newSessionWithLocalModel(page)

  await sendPrompt(page, 'Tabulate the distances [gfm]')
  await expect(page.getByTestId('assistant-text').filter({ hasText: 'superseded' })).toBeVisible()
  const requestsBefore = modelServer.requests().length
  await page.getByRole('button', { name: 'Regenerate' }).click()
  await expect.poll(() => modelServer.requests().length).toBe(requestsBefore + 1)
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeVisible()
  await expect(page.getByTestId('user-message')).toHaveCount(1)
  await expect(page.getByTestId('assistant-text')).toHaveCount(1)

  await page.getByTestId('user-message').hover()
  await page.getByTestId('user-message').getByRole('button', { name: 'Edit' }).click()
  const editor = page.getByRole('textbox', { name: 'Edit your message' })
  await expect(editor).toHaveValue('Tabulate the distances [gfm]')
  await editor.fill('How far is M31?')
  await page.getByRole('button', { name: 'Send edited' }).click()
  await expect(page.getByTestId('assistant-text').filter({ hasText: 'M31 lies at about' })).toBeVisible()
  await expect(page.getByTestId('user-message').locator('p')).toHaveText(['How far is M31?'])
  await expect(page.getByTestId('assistant-text').filter({ hasText: 'superseded' })).toHaveCount(0)
  const lastRequest = modelServer.requests().at(-1)
  expect(lastRequest?.messages.filter((message) => message.role === 'user').map((message) => message.content)).toEqual([
    'How far is M31?',
  ])

  // The regenerated and the edited versions are kept: ‹ 3/3 › walks back to the table answer and forward again.
  const versions = page.getByTestId('user-message').first().getByTestId('message-versions')
  await expect(versions).toContainText('3/3')
  await versions.getByRole('button', { name: 'Previous version' }).click()
  await expect(page.getByTestId('user-message').locator('p')).toHaveText(['Tabulate the distances [gfm]'])
  await expect(page.getByTestId('assistant-text').filter({ hasText: 'superseded' })).toBeVisible()
  await expect(versions).toContainText('2/3')
  await versions.getByRole('button', { name: 'Next version' }).click()
  await expect(page.getByTestId('user-message').locator('p')).toHaveText(['How far is M31?'])
  await expect(versions).toContainText('3/3')
  await expect(versions.getByRole('button', { name: 'Next version' })).toBeDisabled()

  await sendPrompt(page, 'Fit the light curve [fail-once]')
  await expect(page.getByTestId('run-end').filter({ hasText: 'The run ended with an error' })).toBeVisible()
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByTestId('assistant-text').filter({ hasText: 'M31 lies at about' })).toHaveCount(2)
  await expect(page.getByTestId('run-end')).toHaveCount(0)
  await expect(page.getByTestId('user-message').locator('p')).toHaveText([
    'How far is M31?',
    'Fit the light curve [fail-once]',
  ])

  await sendPrompt(page, 'Count slowly [slow]')
  await expect(page.getByText('Esc stops the run')).toBeVisible()
  await expect(page.getByTestId('assistant-text').filter({ hasText: 'tick 3' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('run-end').filter({ hasText: 'Stopped' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible()

  await page.reload()
  await expect(page.getByTestId('user-message').locator('p')).toHaveText([
    'How far is M31?',
    'Fit the light curve [fail-once]',
    'Count slowly [slow]',
  ])
  await expect(page.getByTestId('run-end').filter({ hasText: 'Stopped' })).toBeVisible()
  await expect(page.getByTestId('run-end')).toHaveCount(1)
  await expect(page.getByTestId('user-message').first().getByTestId('message-versions')).toContainText('3/3')
})
