import type { FakeModelServer } from '../test/helpers/fake-model/fake-model-server'
import { newSessionWithLocalModel, sendPrompt } from './support/chat-helpers'
import { floodDeltas, startFakeOllama } from './support/fake-ollama'
import { expect, test } from './support/fixtures'

let modelServer: FakeModelServer

test.beforeAll(async () => {
  modelServer = await startFakeOllama()
})

test.afterAll(async () => {
  await modelServer.close()
})

test('10,000 streamed deltas all reach the timeline, the window stays usable, and a reload rebuilds it', async ({
  page,
  openApp,
}) => {
  await openApp()
  await newSessionWithLocalModel(page)
  await sendPrompt(page, 'Write a very long answer [flood]')
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Chat', exact: true }).click()

  const last = `w${floodDeltas - 1}`
  const answer = page.getByTestId('assistant-text')
  await expect(answer).toContainText(last, { timeout: 60_000 })
  await expect(answer).toContainText('w0 w1 w2')
  const words = await answer.evaluate((element) => element.textContent?.match(/w\d+/g)?.length ?? 0)
  expect(words).toBe(floodDeltas)

  await page.reload()
  await expect(page.getByTestId('assistant-text')).toContainText(last)
})
