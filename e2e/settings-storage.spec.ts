import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from './support/fixtures'

let libraryDir: string

test.beforeAll(() => {
  libraryDir = mkdtempSync(join(tmpdir(), 'astro-e2e-library-'))
})

test.afterAll(() => {
  rmSync(libraryDir, { recursive: true, force: true })
})

test('Settings → Storage saves the library folder with its button, and an error goes once the value changes or saves', async ({
  page,
  openApp,
}) => {
  await openApp()
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  const storage = page.getByTestId('storage-section')
  const folder = storage.getByRole('textbox', { name: 'Paper library folder' })
  const save = storage.getByRole('button', { name: 'Save', exact: true })
  const original = await folder.inputValue()
  await expect(save).toBeDisabled()

  // Typing and leaving the field saves nothing.
  await folder.fill('papers/relative')
  await folder.blur()
  await expect(storage.getByRole('alert')).toHaveCount(0)
  await page.reload()
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  await expect(folder).toHaveValue(original)

  await folder.fill('papers/relative')
  await save.click()
  await expect(storage.getByRole('alert')).toContainText('must be an absolute path')
  await folder.fill('papers/relativ')
  await expect(storage.getByRole('alert')).toHaveCount(0)

  await folder.fill('papers/relative')
  await folder.press('Enter')
  await expect(storage.getByRole('alert')).toContainText('must be an absolute path')
  await folder.fill(libraryDir)
  await save.click()
  await expect(storage.getByRole('status')).toHaveText('Storage settings saved.')
  await expect(storage.getByRole('alert')).toHaveCount(0)
  await expect(save).toBeDisabled()

  await page.reload()
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  await expect(folder).toHaveValue(libraryDir)
})
