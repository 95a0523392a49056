import type { FakeModelServer } from '../test/helpers/fake-model/fake-model-server'
import { newSessionWithLocalModel, sendPrompt } from './support/chat-helpers'
import { startFakeOllama } from './support/fake-ollama'
import { expect, test } from './support/fixtures'

let modelServer: FakeModelServer

test.beforeAll(async () => {
  modelServer = await startFakeOllama()
})

test.afterAll(async () => {
  await modelServer.close()
})

test('the chat header shows the session’s tool figures from session.metrics once a tool call finishes', async ({
  page,
  openApp,
}) => {
  await openApp()
  await newSessionWithLocalModel(page)
  await sendPrompt(page, 'How far is M31?')
  await expect(page.getByTestId('assistant-text').filter({ hasText: 'M31 lies at about' })).toBeVisible()
  await expect(page.getByTestId('session-tool-metrics')).toHaveCount(0)

  await sendPrompt(page, 'Plan the light-curve work [tool]')
  await expect(page.getByTestId('assistant-text').filter({ hasText: 'The tool answered' })).toBeVisible()
  const metrics = page.getByTestId('session-tool-metrics')
  await expect(metrics).toContainText(/Tool calls: 1 · not completed: 0 · [\d.]+ s/)
  await expect(metrics).toHaveAttribute('title', /todo_write: called 1×/)
})
