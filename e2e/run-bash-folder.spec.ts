import { mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FakeModelServer } from '../test/helpers/fake-model/fake-model-server'
import { newSessionWithLocalModel, sendPrompt } from './support/chat-helpers'
import { startFakeOllama } from './support/fake-ollama'
import { expect, test } from './support/fixtures'
import { captureLayouts } from './support/screenshots'

let modelServer: FakeModelServer
let projectDir: string

test.beforeAll(async () => {
  modelServer = await startFakeOllama()
  projectDir = realpathSync(mkdtempSync(join(tmpdir(), 'astro-e2e-bash-')))
})

test.afterAll(async () => {
  await modelServer.close()
  rmSync(projectDir, { recursive: true, force: true })
})

test('run_bash is refused without asking when the session has no project folder; with one, the dialog shows where it runs', async ({
  page,
  openApp,
}) => {
  await openApp()
  await newSessionWithLocalModel(page)

  await sendPrompt(page, 'List the files [bash]')
  const bash = page.locator('[data-testid="tool-part"][data-tool="run_bash"]')
  await expect(bash.first().locator('[data-state]')).toHaveAttribute('data-state', 'denied')
  // Nobody was asked, so the note does not say the user denied it.
  await expect(bash.first().locator('.tool-part-note')).toHaveText(
    /^Not run, nobody was asked: .*run_bash needs a project folder/,
  )
  await expect(page.getByTestId('assistant-text').filter({ hasText: 'Project folder' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  const control = page.getByTestId('project-folder')
  await control.getByRole('button', { name: 'Set project folder' }).click()
  const field = control.getByRole('textbox', { name: /Project folder/ })
  await field.fill(projectDir)
  await field.press('Enter')
  await expect(page.getByTestId('project-folder-path')).toHaveText(projectDir)

  await sendPrompt(page, 'List them again [bash]')
  const dialog = page.getByRole('dialog', { name: 'Allow “Run command”?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByTestId('permission-cwd')).toContainText(projectDir)
  await captureLayouts(page, 'permission-run-bash', async () => {
    await expect(page.getByRole('dialog')).toBeVisible()
  })
  await page.getByRole('dialog').getByRole('button', { name: 'Allow once' }).click()
  await expect(page.getByTestId('assistant-text').filter({ hasText: 'hello from the sandbox' })).toBeVisible()
})
