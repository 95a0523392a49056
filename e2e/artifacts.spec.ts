import { mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FakeModelServer } from '../test/helpers/fake-model/fake-model-server'
import { newSessionWithLocalModel, sendPrompt } from './support/chat-helpers'
import { artifactScript, startFakeOllama } from './support/fake-ollama'
import { expect, test } from './support/fixtures'

let modelServer: FakeModelServer
let projectDir: string

test.beforeAll(async () => {
  modelServer = await startFakeOllama()
  projectDir = realpathSync(mkdtempSync(join(tmpdir(), 'astro-e2e-project-')))
})

test.afterAll(async () => {
  await modelServer.close()
  rmSync(projectDir, { recursive: true, force: true })
})

test('an agent run creates and then edits an artifact; the panel shows both versions and the diff between them', async ({
  page,
  openApp,
}) => {
  await openApp()
  await newSessionWithLocalModel(page)

  await sendPrompt(page, 'Write a short summary of the M31 distance [artifact]')
  await expect(page.getByTestId('assistant-text').filter({ hasText: artifactScript.answer })).toBeVisible()
  await expect(page.getByTestId('tool-part').filter({ hasText: 'update_artifact' })).toBeVisible()

  const panel = page.getByRole('complementary', { name: 'Artifacts' })
  await panel.getByRole('button', { name: /M31 distance summary/ }).click()
  const viewer = panel.getByRole('article', { name: artifactScript.title })
  await expect(viewer).toContainText('SH0ES')
  await expect(viewer).not.toContainText('= 70')
  await expect(viewer.locator('.katex').first()).toBeVisible()

  const version = viewer.getByRole('combobox', { name: 'Version' })
  await version.selectOption('1')
  await expect(viewer).toContainText('M31 lies at about 765 kpc')
  await expect(viewer).not.toContainText('SH0ES')
  await expect(viewer.getByRole('checkbox', { name: 'Show changes' })).toBeDisabled()

  await version.selectOption('2')
  await viewer.getByRole('checkbox', { name: 'Show changes' }).check()
  const diff = viewer.getByTestId('artifact-diff')
  await expect(diff.locator('.artifact-diff-removed')).toHaveText([`−${artifactScript.oldLine}`])
  await expect(diff.locator('.artifact-diff-added')).toHaveText([`+${artifactScript.newLine}`])
  await expect(diff).toContainText('M31 lies at about 765 kpc')
})

test('the project folder is set from the chat header, a missing folder is refused with the reason, and it persists after reload', async ({
  page,
  openApp,
}) => {
  await openApp()
  await newSessionWithLocalModel(page)
  const control = page.getByTestId('project-folder')
  await expect(control).toContainText('No project folder')

  await control.getByRole('button', { name: 'Set project folder' }).click()
  const field = control.getByRole('textbox', { name: /Project folder/ })
  await field.fill(join(projectDir, 'missing'))
  await field.press('Enter')
  await expect(control.getByRole('alert')).toContainText('does not exist')

  await field.fill(projectDir)
  await field.press('Enter')
  await expect(page.getByTestId('project-folder-path')).toHaveText(projectDir)
  await expect(control.getByRole('alert')).toHaveCount(0)

  await page.reload()
  await expect(page.getByTestId('project-folder-path')).toHaveText(projectDir)

  await control.getByRole('button', { name: 'Clear the project folder' }).click()
  await expect(page.getByTestId('project-folder-path')).toHaveText('No project folder')
})
