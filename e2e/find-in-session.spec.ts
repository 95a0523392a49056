import type { Page } from '@playwright/test'
import type { FakeModelServer } from '../test/helpers/fake-model/fake-model-server'
import { newSessionWithLocalModel, sendPrompt } from './support/chat-helpers'
import { floodDeltas, startFakeOllama } from './support/fake-ollama'
import { expect, test } from './support/fixtures'
import { captureLayouts } from './support/screenshots'

let modelServer: FakeModelServer

test.beforeAll(async () => {
  modelServer = await startFakeOllama()
})

test.afterAll(async () => {
  await modelServer.close()
})

const marker = 'Cepheid-beacon'

/** The text under the current find highlight, and whether it lies inside the conversation's visible area. */
function currentHighlight(page: Page) {
  return page.evaluate(() => {
    const highlight = CSS.highlights.get('timeline-find-current')
    const range = highlight ? [...highlight][0] : undefined
    const scroller = document.querySelector('.timeline-scroller')
    if (!(range instanceof Range) || !scroller) return null
    const box = scroller.getBoundingClientRect()
    const rect = range.getBoundingClientRect()
    return { text: range.toString(), inView: rect.top >= box.top && rect.bottom <= box.bottom }
  })
}

test('Ctrl+F finds across a long virtualized session, scrolls to off-screen matches, steps with Enter and Shift+Enter', async ({
  page,
  openApp,
}) => {
  test.setTimeout(180_000)
  await openApp()
  await newSessionWithLocalModel(page)
  await sendPrompt(page, `Where is the ${marker} in M31?`)
  await expect(page.getByTestId('assistant-text').first()).toContainText('765 kpc')
  await sendPrompt(page, 'Write a very long answer [flood]')
  await expect(page.getByTestId('assistant-text').filter({ hasText: `w${floodDeltas - 1}` })).toBeVisible({
    timeout: 60_000,
  })
  for (const prompt of ['And M33?', 'And the LMC?', 'And the SMC?']) {
    await sendPrompt(page, prompt)
    await expect(page.getByTestId('assistant-text').last()).toContainText('765 kpc')
  }
  await expect(page.getByRole('button', { name: /Stop/ })).toHaveCount(0)
  // Rows far above the view are not rendered: the DOM alone could not find the marker.
  await expect(page.getByTestId('user-message').filter({ hasText: marker })).toHaveCount(0)

  await page.keyboard.press('Control+f')
  const bar = page.getByRole('search', { name: 'Find in this session' })
  const field = bar.getByRole('searchbox', { name: 'Find in this session' })
  await expect(field).toBeFocused()
  await field.fill(marker.toLowerCase())
  await expect(bar.getByTestId('find-count')).toHaveText('1 of 1')
  const prompt = page.getByTestId('user-message').filter({ hasText: marker })
  await expect(prompt).toBeInViewport()
  await expect(page.locator('[data-find-current]')).toContainText(marker)
  await expect.poll(() => currentHighlight(page)).toEqual({ text: marker, inView: true })

  await field.fill('w7777')
  await expect(bar.getByTestId('find-count')).toHaveText('1 of 1')
  await expect.poll(() => currentHighlight(page)).toEqual({ text: 'w7777', inView: true })

  await field.fill('765 kpc')
  await expect(bar.getByTestId('find-count')).toHaveText('1 of 4')
  await expect(prompt).toBeInViewport()
  await field.press('Enter')
  await expect(bar.getByTestId('find-count')).toHaveText('2 of 4')
  await field.press('Shift+Enter')
  await field.press('Shift+Enter')
  await expect(bar.getByTestId('find-count')).toHaveText('4 of 4')
  await expect(page.getByTestId('assistant-text').filter({ hasText: '765 kpc' }).last()).toBeInViewport()
  await field.fill('no such word anywhere')
  await expect(bar.getByTestId('find-count')).toHaveText('No matches')

  await field.press('Escape')
  await expect(bar).toHaveCount(0)
  await expect(page.getByTestId('run-end').filter({ hasText: 'Stopped' })).toHaveCount(0)

  await captureLayouts(page, 'find-in-session', async () => {
    await expect(page.getByTestId('assistant-text').last()).toBeVisible()
    await page.keyboard.press('Control+f')
    await page.locator('.find-bar input').fill(marker)
    await expect(page.getByTestId('find-count')).not.toHaveText('')
  })
})
