import type { FakeModelServer } from '../test/helpers/fake-model/fake-model-server'
import { newSessionWithLocalModel, sendPrompt } from './support/chat-helpers'
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

test('below 1100 px the artifacts panel is a toggled drawer; the wheel over it never scrolls the page; "Jump to latest" during a run', async ({
  page,
  openApp,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 })
  await openApp()
  await newSessionWithLocalModel(page)
  await sendPrompt(page, 'Write a short summary of the M31 distance [artifact]')
  await expect(page.getByTestId('assistant-text').filter({ hasText: artifactScript.answer })).toBeVisible()
  const panel = page.getByRole('complementary', { name: 'Artifacts' })
  await expect(panel.getByRole('button', { name: /M31 distance summary/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Artifacts', exact: true })).toHaveCount(0)

  await page.setViewportSize({ width: 1024, height: 700 })
  await expect(panel).toBeHidden()
  const toggle = page.getByRole('button', { name: 'Artifacts', exact: true })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(panel.getByRole('button', { name: /M31 distance summary/ })).toBeVisible()
  await panel.getByRole('button', { name: /M31 distance summary/ }).hover()
  await page.mouse.wheel(0, 4000)
  expect(await page.evaluate(() => [window.scrollY, document.scrollingElement?.scrollTop ?? 0])).toEqual([0, 0])
  await captureLayouts(page, 'artifacts-drawer', async () => {
    await page.setViewportSize({ width: 1024, height: 700 })
    await page.getByRole('button', { name: /^(Artifacts|文档)$/ }).click()
    await expect(page.locator('#app-side-panel')).toBeVisible()
  })
  await page.setViewportSize({ width: 1024, height: 700 })
  await page.getByRole('button', { name: 'Artifacts', exact: true }).click()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()

  await sendPrompt(page, 'Fill the screen [flood]')
  await expect(page.getByTestId('assistant-text').filter({ hasText: 'w9999' })).toBeVisible({ timeout: 30_000 })
  await sendPrompt(page, 'Count slowly [slow]')
  await expect(page.getByTestId('assistant-text').filter({ hasText: 'tick 3' })).toBeVisible()
  const jump = page.getByRole('button', { name: /Jump to latest/ })
  await expect(jump).toHaveCount(0)
  await page.getByRole('log', { name: 'Conversation' }).hover()
  await page.mouse.wheel(0, -6000)
  await expect(jump).toBeVisible()
  await jump.click()
  await expect(jump).toHaveCount(0)
  await expect(page.getByTestId('assistant-text').filter({ hasText: 'tick' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('run-end').filter({ hasText: 'Stopped' })).toBeVisible()
})
