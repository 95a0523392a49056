import { expect, type Page } from '@playwright/test'
import { fakeOllamaModel } from './fake-ollama'

/** On a fresh host: a new session using the fake local Ollama, set up through the first-run offer. */
export async function newSessionWithLocalModel(page: Page) {
  await page
    .getByRole('navigation', { name: 'Sessions' })
    .getByRole('button', { name: '+ New session', exact: true })
    .click()
  await page
    .getByTestId('first-run')
    .getByRole('button', { name: `Use ${fakeOllamaModel}` })
    .click()
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled()
}

export async function sendPrompt(page: Page, prompt: string) {
  const composer = page.getByRole('textbox', { name: 'Message' })
  await composer.fill(prompt)
  // Enter sends only once the previous run has ended (the Send button is back and enabled).
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeEnabled()
  await composer.press('Enter')
  await expect(page.getByTestId('user-message').filter({ hasText: prompt })).toBeVisible()
}
