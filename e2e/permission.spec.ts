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

test('an Ask rule holds a tool for the dialog: deny tells the model why, always allow stops asking, reset removes the rules', async ({
  page,
  openApp,
}) => {
  await openApp()
  await newSessionWithLocalModel(page)

  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  const rules = page.getByTestId('permissions-section')
  await rules.getByRole('button', { name: 'Add rule' }).click()
  const newRule = rules.getByTestId('permission-rule').last()
  await expect(rules.getByTestId('permission-timeout')).toHaveText(
    'A permission request nobody answers within 300 seconds is denied.',
  )
  await newRule.getByRole('combobox', { name: 'Tool' }).fill('todo_write')
  await expect(newRule.getByTestId('rule-tool-default')).toHaveText('To-do list · by default it runs without asking')
  await newRule.getByLabel('Effect').selectOption('ask')
  await newRule.getByLabel('Reason').fill('I want to see every plan')
  await rules.getByRole('button', { name: 'Save rules' }).click()
  await expect(rules.getByRole('status')).toHaveText('Rules saved.')
  await page.getByRole('button', { name: 'Chat', exact: true }).click()

  await sendPrompt(page, 'Plan the photometry [tool]')
  const dialog = page.getByRole('dialog', { name: 'Allow “To-do list”?' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Fetch the M31 Cepheid light curves')
  await expect(dialog.getByRole('button', { name: 'Deny' })).toBeFocused()
  const sessionEntry = page.locator('.session-select[aria-current="true"]')
  await expect(sessionEntry).toContainText('waiting for your permission')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press('Tab')
    await expect(dialog.locator(':focus')).toHaveCount(1)
  }

  await dialog.getByLabel(/Reason for denying/).fill('Not before I check the archive')
  await dialog.getByRole('button', { name: 'Deny' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(sessionEntry).not.toContainText('waiting for your permission')
  const tools = page.locator('[data-testid="tool-part"][data-tool="todo_write"]')
  await expect(tools.first().locator('[data-state]')).toHaveAttribute('data-state', 'denied')
  await expect(tools.first().locator('.tool-part-note')).toHaveText(
    'You denied this call: Not before I check the archive',
  )
  await expect(page.getByTestId('assistant-text').filter({ hasText: 'The tool answered' })).toContainText(
    'Not before I check the archive',
  )
  const toolMessages = modelServer
    .requests()
    .flatMap((request) => request.messages.filter((message) => message.role === 'tool'))
  expect(toolMessages.some((message) => String(message.content).includes('Not before I check the archive'))).toBe(true)
  await page.reload()
  await expect(tools.first().locator('.tool-part-note')).toHaveText(
    'You denied this call: Not before I check the archive',
  )

  await sendPrompt(page, 'Plan it again [tool]')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Always allow in this session' }).click()
  await expect(tools).toHaveCount(2)
  await expect(tools.nth(1).locator('[data-state]')).toHaveAttribute('data-state', 'completed')

  await sendPrompt(page, 'And once more [tool]')
  // The timeline is virtualized: the first run's tool may be scrolled out by now, so find the third by its arguments.
  const third = tools.filter({ hasText: 'pass 3' })
  await expect(third.locator('[data-state]')).toHaveAttribute('data-state', 'completed')
  await expect(dialog).toHaveCount(0)

  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  const sessionRule = rules.locator('[data-testid="permission-rule"][data-tool="todo_write"][data-source="session"]')
  await expect(sessionRule).toHaveCount(1)
  await expect(sessionRule).toContainText('this session')
  await expect(
    rules.locator('[data-testid="permission-rule"][data-tool="todo_write"][data-source="user"]'),
  ).toHaveCount(1)
  await rules.getByRole('button', { name: 'Reset to defaults' }).click()
  await page
    .getByRole('dialog', { name: 'Reset every permission rule?' })
    .getByRole('button', { name: 'Reset to defaults' })
    .click()
  await expect(rules.locator('[data-testid="permission-rule"][data-tool="todo_write"]')).toHaveCount(0)
})

test('the rule picker offers the engine’s tools with their default level and refuses a name no tool has', async ({
  page,
  openApp,
}) => {
  await openApp()
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  const rules = page.getByTestId('permissions-section')
  await expect(rules.locator('datalist option[value="run_bash"]')).toHaveText('Run command · asks first')
  await expect(rules.locator('datalist option[value="read_file"]')).toHaveText('Read file · runs without asking')

  await rules.getByRole('button', { name: 'Add rule' }).click()
  const newRule = rules.getByTestId('permission-rule').last()
  const tool = newRule.getByRole('combobox', { name: 'Tool' })
  await tool.fill('run_bsh')
  await expect(newRule.getByRole('alert')).toHaveText('No tool is named “run_bsh”. Pick one from the list.')
  await expect(tool).toHaveAttribute('aria-invalid', 'true')
  const save = rules.getByRole('button', { name: 'Save rules' })
  await expect(save).toBeDisabled()

  await tool.fill('run_bash')
  await expect(newRule.getByRole('alert')).toHaveCount(0)
  await expect(newRule.getByTestId('rule-tool-default')).toHaveText('Run command · by default it asks first')
  await save.click()
  await expect(rules.getByRole('status')).toHaveText('Rules saved.')
  await page.reload()
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  await expect(rules.locator('[data-testid="permission-rule"][data-tool="run_bash"][data-source="user"]')).toHaveCount(
    1,
  )
})
