import type { FakeModelServer } from '../test/helpers/fake-model/fake-model-server'
import { newSessionWithLocalModel, sendPrompt } from './support/chat-helpers'
import { startFakeOllama } from './support/fake-ollama'
import { expect, test } from './support/fixtures'

let modelServer: FakeModelServer

test.beforeAll(async () => {
  modelServer = await startFakeOllama()
})

test.afterAll(async () => {
  await modelServer.close()
})

test('Settings → Hooks: a hook tested on a sample call, added, run by a tool call with its outcome shown, switched off and removed', async ({
  page,
  openApp,
}) => {
  await openApp()
  await newSessionWithLocalModel(page)
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  const section = page.getByTestId('hooks-section')
  await expect(section).toContainText('No hooks.')

  const form = section.getByRole('form', { name: 'Add a hook' })
  await form.getByLabel('Tools (name, a|b, or *)').fill('todo_write')
  await form.getByLabel('Command', { exact: true }).fill('exit 2')
  await form.getByRole('button', { name: 'Test' }).click()
  await expect(form.getByRole('status')).toContainText('Test failed: exited with code 2')
  await form
    .getByLabel('Command', { exact: true })
    .fill(`printf '{"decision": "block", "reason": "todos are kept on paper"}'`)
  await form.getByRole('button', { name: 'Test' }).click()
  await expect(form.getByRole('status')).toContainText('Test: blocks the call (“todos are kept on paper”).')
  await form.getByRole('button', { name: 'Add hook' }).click()
  const row = section.getByRole('list', { name: 'Hooks' }).getByRole('listitem')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Not run since the app started.')

  await page.getByRole('button', { name: 'Chat', exact: true }).click()
  await sendPrompt(page, 'Plan the observing night [tool]')
  await expect(page.getByText(/The tool answered: .*todos are kept on paper/)).toBeVisible()

  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  await expect(row).toContainText(/Last ran at .* on todo_write: fine\./)
  await row.getByRole('checkbox', { name: 'On' }).uncheck()
  await page.reload()
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  await expect(row.getByRole('checkbox', { name: 'On' })).not.toBeChecked()
  await row.getByRole('button', { name: 'Remove' }).click()
  await expect(section).toContainText('No hooks.')
})
