import type { FakeModelServer } from '../test/helpers/fake-model/fake-model-server'
import { newSessionWithLocalModel } from './support/chat-helpers'
import { startFakeOllama } from './support/fake-ollama'
import { expect, test } from './support/fixtures'
import { captureLayouts } from './support/screenshots'

let modelServer: FakeModelServer

test.beforeAll(async () => {
  modelServer = await startFakeOllama()
})

test.afterAll(async () => {
  await modelServer.close()
})

test('Ctrl+N, Ctrl+K palette, Ctrl+, settings and the shortcuts sheet', async ({ page, openApp }) => {
  await openApp()
  await newSessionWithLocalModel(page)
  const sessions = page.getByRole('navigation', { name: 'Sessions' })
  await expect(sessions.locator('.session-select')).toHaveCount(1)

  await page.keyboard.press('Control+n')
  await expect(sessions.locator('.session-select')).toHaveCount(2)

  await page.keyboard.press('Control+,')
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()

  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await expect(palette).toBeVisible()
  await expect(palette.getByRole('combobox')).toBeFocused()
  await palette.getByRole('combobox').fill('keyboard')
  // Typed text can also be an object's name to look up, offered after everything else.
  await expect(palette.getByRole('option')).toHaveText(['Keyboard shortcuts', 'Look up the object “keyboard”'])
  await page.keyboard.press('Enter')
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(sheet).toContainText('Ctrl+K')
  await expect(sheet).toContainText('Command palette')
  await page.keyboard.press('Escape')
  await expect(sheet).toHaveCount(0)

  await page.keyboard.press('Control+k')
  await palette.getByRole('combobox').fill('new sess')
  await expect(palette.getByRole('option').first()).toHaveText('New session')
  await palette.getByRole('combobox').fill('')
  // 26 actions (a new session, 5 views, 12 Settings sections, 2 panels, 3 themes, 2 languages, the shortcuts), 2 sessions.
  await expect(palette.getByRole('option')).toHaveCount(28)
  await palette.getByRole('option').last().click()
  await expect(palette).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible()

  await page.keyboard.press('Control+k')
  await palette.getByRole('combobox').fill('services')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Services', level: 2 })).toBeInViewport()
  await page.keyboard.press('Control+k')
  await palette.getByRole('combobox').fill('theme dark')
  await page.keyboard.press('Enter')
  await expect(palette).toHaveCount(0)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await page.keyboard.press('Control+k')
  await palette.getByRole('combobox').fill('artifacts panel')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('complementary', { name: 'Artifacts' })).toBeHidden()

  await page.keyboard.press('Control+/')
  await captureLayouts(page, 'shortcuts-sheet', async () => {
    await page.keyboard.press('Control+/')
    await expect(page.getByRole('dialog')).toBeVisible()
  })
})
