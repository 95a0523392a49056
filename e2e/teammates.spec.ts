import type { FakeModelServer } from '../test/helpers/fake-model/fake-model-server'
import { newSessionWithLocalModel, sendPrompt } from './support/chat-helpers'
import { startFakeOllama, teammateScript } from './support/fake-ollama'
import { expect, test } from './support/fixtures'

let modelServer: FakeModelServer | undefined

test.beforeAll(async () => {
  modelServer = await startFakeOllama()
})

test.afterAll(async () => {
  await modelServer?.close()
})

const leadWithTeam = {
  name: 'main',
  description: 'Lead with a team',
  prompt: 'Coordinate your teammates.',
  tools: ['spawn_teammate', 'send_teammate_message', 'team_broadcast', 'check_team_inbox'],
}

test('a teammate still working after its lead run ended is shown with a Stop, a reload keeps it, Stop ends it', async ({
  page,
  host,
  openApp,
}) => {
  await openApp()
  await newSessionWithLocalModel(page)
  const settings = await page.request.post(`${host.origin}/api/invoke/settings.set`, {
    headers: host.apiHeaders,
    data: { patch: { agents: [leadWithTeam] }, secrets: [] },
  })
  expect(settings.ok(), await settings.text()).toBe(true)

  await sendPrompt(page, 'Get the draft reviewed [team]')
  await expect(page.getByTestId('assistant-text').filter({ hasText: 'The tool answered' })).toBeVisible()
  // The lead's run is over (the composer can send again) while its teammate goes on.
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible()
  const panel = page.getByRole('region', { name: 'Teammates · 1 working' })
  await expect(panel.getByTestId('teammate')).toHaveText(`${teammateScript.name}${teammateScript.role}`)

  await page.reload()
  await expect(panel.getByTestId('teammate')).toHaveCount(1)
  await panel.getByRole('button', { name: 'Stop teammates' }).click()
  await expect(page.getByTestId('teammates')).toHaveCount(0)
  await expect.poll(() => modelServer?.openRequests()).toBe(0)
})
