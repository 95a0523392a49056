import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FakeModelServer } from '../test/helpers/fake-model/fake-model-server'
import { newSessionWithLocalModel, sendPrompt } from './support/chat-helpers'
import { artifactScript, startFakeOllama } from './support/fake-ollama'
import { expect, test } from './support/fixtures'
import { pdfPageTexts } from './support/pdf-text'
import { captureLayouts } from './support/screenshots'

let modelServer: FakeModelServer
let projectDir: string
/** The home folder of the hosts that test `~/…`: known when the spec is loaded, made before its tests. */
const hostHome = join(realpathSync(tmpdir()), `astro-e2e-home-${process.pid}`)

test.beforeAll(async () => {
  modelServer = await startFakeOllama()
  projectDir = realpathSync(mkdtempSync(join(tmpdir(), 'astro-e2e-project-')))
  mkdirSync(join(hostHome, 'observations', 'm31'), { recursive: true })
  mkdirSync(join(hostHome, 'thesis'), { recursive: true })
})

test.afterAll(async () => {
  await modelServer.close()
  rmSync(projectDir, { recursive: true, force: true })
  rmSync(hostHome, { recursive: true, force: true })
})

test('an agent run creates and then edits an artifact; the panel shows both versions and the diff between them', async ({
  page,
  openApp,
}) => {
  await openApp()
  await newSessionWithLocalModel(page)

  await sendPrompt(page, 'Write a short summary of the M31 distance [artifact]')
  await expect(page.getByTestId('assistant-text').filter({ hasText: artifactScript.answer })).toBeVisible()
  await expect(page.locator('[data-testid="tool-part"][data-tool="update_artifact"]')).toBeVisible()

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

test('a timeline marker opens the artifact at its version; restoring and editing by hand add versions; Export PDF downloads a PDF', async ({
  page,
  openApp,
}) => {
  await openApp()
  await newSessionWithLocalModel(page)
  await sendPrompt(page, 'Write a short summary of the M31 distance [artifact]')
  await expect(page.getByTestId('assistant-text').filter({ hasText: artifactScript.answer })).toBeVisible()

  const markers = page.getByTestId('artifact-marker')
  await expect(markers).toHaveText([
    `Artifact “${artifactScript.title}” updated (v1)`,
    `Artifact “${artifactScript.title}” updated (v2)`,
  ])
  await markers.first().click()
  const panel = page.getByRole('complementary', { name: 'Artifacts' })
  const viewer = panel.getByRole('article', { name: artifactScript.title })
  const version = viewer.getByRole('combobox', { name: 'Version' })
  await expect(version).toHaveValue('1')
  await expect(viewer).toContainText('M31 lies at about 765 kpc')
  await expect(viewer).not.toContainText('SH0ES')

  await viewer.getByRole('button', { name: 'Restore this version' }).click()
  await expect(version).toHaveValue('3')
  await expect(version.locator('option:checked')).toHaveText('v3 · by you · latest')
  await expect(viewer).not.toContainText('SH0ES')
  await expect(viewer.getByRole('button', { name: 'Restore this version' })).toHaveCount(0)
  await version.selectOption('2')
  await expect(viewer).toContainText('SH0ES')

  await viewer.getByRole('button', { name: 'Edit' }).click()
  const editor = viewer.getByRole('textbox', { name: 'Text of the artifact' })
  await expect(editor).toHaveValue(artifactScript.content)
  await editor.fill('# Summary\n\nM31 lies at 752 ± 27 kpc (checked by hand).\n')
  await viewer.getByRole('button', { name: 'Save as a new version' }).click()
  await expect(version).toHaveValue('4')
  await expect(version.locator('option:checked')).toHaveText('v4 · by you · latest')
  await expect(viewer).toContainText('752 ± 27 kpc (checked by hand)')
  // The user's own changes are versions in the panel, not steps of the conversation.
  await expect(markers).toHaveCount(2)

  await markers.nth(1).click()
  await expect(version).toHaveValue('2')
  await expect(viewer).toContainText('SH0ES')

  await version.selectOption('4')
  const download = page.waitForEvent('download')
  await viewer.getByRole('button', { name: 'Export PDF' }).click()
  const pdf = await download
  expect(pdf.suggestedFilename()).toBe(`${artifactScript.id}.pdf`)
  const pdfBytes = readFileSync(await pdf.path())
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  // Not a blank page: the artifact's title and text are in the file.
  const pages = await pdfPageTexts(new Uint8Array(pdfBytes))
  expect(pages[0]).toContain(artifactScript.title)
  expect(pages.join(' ')).toContain('M31 lies at 752 ± 27 kpc (checked by hand).')
  await expect(viewer.getByRole('button', { name: 'Export PDF' })).toBeEnabled()

  await captureLayouts(page, 'artifact-versions', async () => {
    // After the reload the markers are rebuilt from the stored run; in Chinese the panel has another name.
    await markers.first().click()
    await expect(page.locator('#app-side-panel').getByRole('article').getByRole('combobox')).toHaveValue('1')
  })
})

test.describe('with a home folder of its own', () => {
  test.use({ hostHome })

  test('a project folder typed as ~/… is expanded by the engine, and chosen folders come back in the recent folders dropdown', async ({
    page,
    openApp,
  }) => {
    const m31 = join(hostHome, 'observations', 'm31')
    const thesis = join(hostHome, 'thesis')
    await openApp()
    await newSessionWithLocalModel(page)
    const control = page.getByTestId('project-folder')
    const path = page.getByTestId('project-folder-path')
    const recent = control.getByRole('combobox', { name: 'Recent project folders' })
    await expect(recent).toHaveCount(0)

    await control.getByRole('button', { name: 'Set project folder' }).click()
    const field = control.getByRole('textbox', { name: /Project folder/ })
    await field.fill('~/observations/m31')
    await field.press('Enter')
    await expect(path).toHaveText(m31)

    await control.getByRole('button', { name: 'Change' }).click()
    await field.fill('~/thesis')
    await field.press('Enter')
    await expect(path).toHaveText(thesis)
    await expect(recent.locator('option')).toHaveText(['Recent…', m31])

    await recent.selectOption(m31)
    await expect(path).toHaveText(m31)
    await expect(recent.locator('option')).toHaveText(['Recent…', thesis])

    await page.reload()
    await page
      .getByRole('navigation', { name: 'Sessions' })
      .getByRole('button', { name: '+ New session', exact: true })
      .click()
    await expect(path).toHaveText('No project folder')
    await expect(recent.locator('option')).toHaveText(['Recent…', m31, thesis])
    await recent.selectOption(thesis)
    await expect(path).toHaveText(thesis)

    await captureLayouts(page, 'project-folder-recent', async () => {
      await expect(path).toHaveText(thesis)
      await expect(control.getByRole('combobox').locator('option')).toHaveCount(2)
    })
  })
})
