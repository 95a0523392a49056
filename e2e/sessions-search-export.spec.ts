import { readFileSync } from 'node:fs'
import type { FakeModelServer } from '../test/helpers/fake-model/fake-model-server'
import { newSessionWithLocalModel, sendPrompt } from './support/chat-helpers'
import { artifactScript, startFakeOllama } from './support/fake-ollama'
import { expect, test } from './support/fixtures'

let modelServer: FakeModelServer

test.beforeAll(async () => {
  modelServer = await startFakeOllama()
})

test.afterAll(async () => {
  await modelServer.close()
})

test('a session is titled from its first prompt, found by what was said in it, and exported as Markdown with its artifacts', async ({
  page,
  openApp,
}) => {
  await openApp()
  await newSessionWithLocalModel(page)
  await sendPrompt(page, 'Write a short summary of the M31 distance [artifact]')
  await expect(page.getByTestId('assistant-text').filter({ hasText: artifactScript.answer })).toBeVisible()
  const sessions = page.getByRole('navigation', { name: 'Sessions' })
  await expect(sessions.locator('.session-select')).toHaveText(['Write a short summary of the M31 distance…'])
  await expect(page.getByTestId('chat-title')).toHaveText('Write a short summary of the M31 distance…')

  await sessions.getByRole('button', { name: '+ New session', exact: true }).click()
  await expect(sessions.locator('.session-select')).toHaveCount(2)

  const search = sessions.getByRole('searchbox', { name: 'Search sessions' })
  await search.fill('SH0ES')
  await expect(sessions.locator('.session-select')).toHaveText(['Write a short summary of the M31 distance…'])
  await search.fill('no such words anywhere')
  await expect(sessions).toContainText('No session matches.')
  await search.press('Escape')
  await expect(sessions.locator('.session-select')).toHaveCount(2)

  await sessions.locator('.session-select').filter({ hasText: 'M31' }).click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export Markdown' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('Write a short summary of the M31 distance….md')
  const markdown = readFileSync((await download.path()) ?? '', 'utf8')
  expect(markdown).toContain('# Write a short summary of the M31 distance…')
  expect(markdown).toContain(artifactScript.answer)
  expect(markdown).toContain('*Used create_artifact*')
  expect(markdown).toContain(`### ${artifactScript.title} (v2)`)
  expect(markdown).toContain(artifactScript.newLine)
})
