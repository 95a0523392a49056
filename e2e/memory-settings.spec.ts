import type { Page } from '@playwright/test'
import type { FakeModelServer } from '../test/helpers/fake-model/fake-model-server'
import { newSessionWithLocalModel, sendPrompt } from './support/chat-helpers'
import { startFakeOllama } from './support/fake-ollama'
import { expect, test } from './support/fixtures'

let modelServer: FakeModelServer | undefined

test.beforeAll(async () => {
  modelServer = await startFakeOllama()
})

test.afterAll(async () => {
  await modelServer?.close()
})

const halo = 'The user fits galaxy rotation curves with an NFW dark matter halo profile.'
const planck = 'The user computes cosmological distances with the Planck 2018 parameters.'
const edited = 'The user fits galaxy rotation curves with a Burkert cored halo profile.'

async function remember(page: Page, fact: string) {
  await sendPrompt(page, `[remember] ${fact}`)
  await expect(page.getByTestId('assistant-text').filter({ hasText: `Remembered: ${fact}` })).toBeVisible()
}

async function openMemorySettings(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  const section = page.getByRole('region', { name: 'Memory' })
  await expect(section).toBeVisible()
  return section
}

test('Settings → Memory lists what the assistant saved; a memory is edited, turned off and deleted, memory switched off', async ({
  page,
  openApp,
}) => {
  await openApp()
  await newSessionWithLocalModel(page)
  await remember(page, halo)
  await remember(page, planck)

  let section = await openMemorySettings(page)
  const list = section.getByRole('list', { name: 'Saved memories' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  const haloRow = list.getByRole('listitem', { name: halo })
  await expect(haloRow).toContainText('preference')
  await expect(haloRow).toContainText(/Saved \w+ \d+, \d{4}/)

  await haloRow.getByRole('button', { name: 'Edit' }).click()
  await haloRow.getByRole('textbox', { name: 'Memory text' }).fill('too short')
  await haloRow.getByRole('button', { name: 'Save' }).click()
  await expect(haloRow.getByRole('alert')).toContainText('too short')
  await haloRow.getByRole('textbox', { name: 'Memory text' }).fill(edited)
  await haloRow.getByRole('button', { name: 'Save' }).click()
  const editedRow = list.getByRole('listitem', { name: edited })
  await expect(editedRow).toContainText(/edited \w+ \d+, \d{4}/)

  const planckRow = list.getByRole('listitem', { name: planck })
  await planckRow.getByRole('checkbox', { name: 'Recall in new sessions' }).uncheck()
  await expect(planckRow.getByRole('checkbox', { name: 'Recall in new sessions' })).not.toBeChecked()

  await editedRow.getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this memory?' })
  await expect(dialog).toContainText(edited)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(editedRow).toBeVisible()
  await editedRow.getByRole('button', { name: 'Delete' }).click()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(editedRow).toHaveCount(0)

  await section.getByRole('checkbox', { name: 'Use memory' }).click()
  await expect(section.getByRole('checkbox', { name: 'Use memory' })).not.toBeChecked()

  await page.reload()
  section = await openMemorySettings(page)
  await expect(section.getByRole('checkbox', { name: 'Use memory' })).not.toBeChecked()
  await expect(section.getByRole('listitem')).toHaveCount(1)
  await expect(
    section.getByRole('listitem', { name: planck }).getByRole('checkbox', { name: 'Recall in new sessions' }),
  ).not.toBeChecked()
})
