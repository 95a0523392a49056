import type { FakeModelServer } from '../test/helpers/fake-model/fake-model-server'
import { newSessionWithLocalModel, sendPrompt } from './support/chat-helpers'
import { elementWidth } from './support/element-width'
import { artifactScript, startFakeOllama } from './support/fake-ollama'
import { expect, test } from './support/fixtures'
import { captureLayouts } from './support/screenshots'

let modelServer: FakeModelServer

test.beforeAll(async () => {
  modelServer = await startFakeOllama()
})

test.afterAll(async () => {
  await modelServer.close()
})

test('the sessions sidebar and the artifacts panel resize by mouse and keyboard, collapse, and stay so after a reload', async ({
  page,
  openApp,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 })
  await openApp()
  await newSessionWithLocalModel(page)
  await sendPrompt(page, 'Write a short summary of the M31 distance [artifact]')
  await expect(page.getByTestId('assistant-text').filter({ hasText: artifactScript.answer })).toBeVisible()
  const sidebar = page.getByRole('navigation', { name: 'Sessions' })
  const artifacts = page.getByRole('complementary', { name: 'Artifacts' })

  const sidebarBefore = await elementWidth(page, '#app-sidebar')
  const sessionsHandle = page.getByRole('separator', { name: 'Resize the sessions sidebar' })
  await sessionsHandle.focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => elementWidth(page, '#app-sidebar')).toBeGreaterThan(sidebarBefore + 60)

  const artifactsBefore = await elementWidth(page, '#app-side-panel')
  const artifactsHandle = page.getByRole('separator', { name: 'Resize the artifacts panel' })
  const handleBox = await artifactsHandle.boundingBox()
  if (!handleBox) throw new Error('the artifacts separator is not laid out')
  await page.mouse.move(handleBox.x + handleBox.width / 2, handleBox.y + 300)
  await page.mouse.down()
  await page.mouse.move(handleBox.x - 60, handleBox.y + 300, { steps: 4 })
  await page.mouse.move(handleBox.x - 120, handleBox.y + 300, { steps: 4 })
  await page.mouse.up()
  await expect.poll(() => elementWidth(page, '#app-side-panel')).toBeGreaterThan(artifactsBefore + 80)

  const sidebarResized = await elementWidth(page, '#app-sidebar')
  const artifactsResized = await elementWidth(page, '#app-side-panel')
  await page.reload()
  await expect(sidebar).toBeVisible()
  await expect(artifacts.getByRole('button', { name: /M31 distance summary/ })).toBeVisible()
  await expect.poll(() => elementWidth(page, '#app-sidebar')).toBe(sidebarResized)
  await expect.poll(() => elementWidth(page, '#app-side-panel')).toBe(artifactsResized)

  await captureLayouts(page, 'resized-panels', async () => {
    await expect(page.getByRole('separator')).toHaveCount(2)
    await expect(page.getByTestId('assistant-text').first()).toBeVisible()
  })

  await page.getByRole('button', { name: 'Hide sessions' }).click()
  await expect(sidebar).toBeHidden()
  await page.getByRole('button', { name: 'Hide artifacts panel' }).click()
  await expect(artifacts).toBeHidden()
  const mainBox = await page.locator('.app-main').boundingBox()
  expect(mainBox?.width).toBeGreaterThan(1500)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Show sessions' })).toHaveAttribute('aria-expanded', 'false')
  await expect(sidebar).toBeHidden()
  await expect(artifacts).toBeHidden()
  await page.getByRole('button', { name: 'Show sessions' }).click()
  await expect(sidebar).toBeVisible()
  await page.getByRole('button', { name: 'Show artifacts panel' }).click()
  await expect(artifacts.getByRole('button', { name: /M31 distance summary/ })).toBeVisible()

  await page.setViewportSize({ width: 1024, height: 700 })
  await expect(artifacts).toBeHidden()
  await page.getByRole('button', { name: 'Artifacts', exact: true }).click()
  await expect(artifacts.getByRole('button', { name: /M31 distance summary/ })).toBeVisible()
})
