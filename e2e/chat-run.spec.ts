import { join } from 'node:path'
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

test('a prompt streams text and a tool call onto the timeline, a reload mid-run keeps following it, Stop ends it, and a reload shows it all again', async ({
  page,
  openApp,
}) => {
  await openApp()
  await newSessionWithLocalModel(page)

  await sendPrompt(page, 'How far is M31?')
  const answer = page.getByTestId('assistant-text').filter({ hasText: 'M31 lies at about' })
  await expect(answer).toContainText('765 kpc')
  await expect(answer.locator('.katex')).toHaveCount(1)
  await expect(page.getByTestId('step-usage').first()).toContainText('1,200 in')
  await expect(page.getByTestId('session-cost')).toHaveText('Session: 1,200 in · 40 out · cost unknown')

  await sendPrompt(page, 'Plan the light-curve work [tool]')
  const tool = page.locator('[data-testid="tool-part"][data-tool="todo_write"]')
  await expect(tool.locator('[data-state]')).toHaveAttribute('data-state', 'completed')
  // The timeline names the tool by what it did (from tools.list); the raw name stays as the tooltip and in the details.
  const toolName = tool.locator('.tool-part-name')
  await expect(toolName).toHaveText('Updated the to-do list')
  await expect(toolName).toHaveAttribute('title', 'todo_write')
  await tool.getByRole('button', { name: 'Arguments' }).click()
  await expect(tool).toContainText('Tool: todo_write')
  await expect(tool).toContainText('Fetch the M31 Cepheid light curves')
  await expect(page.getByTestId('assistant-text').filter({ hasText: 'The tool answered' })).toBeVisible()
  await expect(page.getByTestId('todo-strip')).toContainText(/Tasks 0\/1\s*· Fetch the M31 Cepheid light curves/)
  await page.emulateMedia({ colorScheme: 'light' })
  await page.screenshot({ path: join(__dirname, '..', 'docs', 'screenshot.png') })

  await sendPrompt(page, 'Count slowly [slow]')
  await expect(page.getByTestId('assistant-text').filter({ hasText: 'tick 3' })).toBeVisible()
  await page.reload()
  const streaming = page.getByTestId('assistant-text').filter({ hasText: 'tick 3' })
  await expect(streaming).toBeVisible()
  await expect(streaming).toContainText('tick 60')
  await page.getByRole('button', { name: /Stop/ }).click()
  await expect(page.getByTestId('run-end').filter({ hasText: 'Stopped' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible()

  await page.reload()
  await expect(page.getByTestId('user-message')).toHaveCount(3)
  await expect(page.getByTestId('assistant-text').filter({ hasText: 'M31 lies at about' })).toBeVisible()
  await expect(page.locator('[data-testid="tool-part"][data-tool="todo_write"]')).toContainText(
    'Updated the to-do list',
  )
  await expect(page.getByTestId('run-end').filter({ hasText: 'Stopped' })).toBeVisible()
  await expect(page.getByTestId('todo-strip')).toContainText(/Tasks 0\/1\s*· Fetch the M31 Cepheid light curves/)
})
