import { expect, test } from './support/fixtures'

test('Settings → Agents: a user-defined agent is saved with its tools, a bad name is refused with the reason', async ({
  page,
  openApp,
}) => {
  await openApp()
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  const section = page.getByTestId('agents-section')
  await expect(section).toContainText('No agents of your own')

  await section.getByRole('button', { name: 'Add agent' }).click()
  await section.getByRole('textbox', { name: 'Name' }).fill('Bad Name')
  await section.getByRole('button', { name: 'Save agents' }).click()
  await expect(section.getByRole('alert')).toContainText('lowercase letters')

  await section.getByRole('textbox', { name: 'Name' }).fill('referee')
  await section.getByRole('textbox', { name: 'What it is for' }).fill('Checks claims against the papers')
  await section.getByRole('textbox', { name: 'Instructions' }).fill('You are a strict referee.')
  const tools = section.getByRole('textbox', { name: 'Tools' })
  await tools.fill('rag_search, get_paper_content')
  await tools.blur()
  await section.getByRole('button', { name: 'Save agents' }).click()
  await expect(section.getByRole('status')).toHaveText('Agents saved.')

  await page.reload()
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  const reloaded = page.getByTestId('agents-section')
  await expect(reloaded.getByRole('textbox', { name: 'Name' })).toHaveValue('referee')
  await expect(reloaded.getByRole('textbox', { name: 'Tools' })).toHaveValue('rag_search, get_paper_content')
  await reloaded.getByRole('button', { name: 'Remove agent referee' }).click()
  await reloaded.getByRole('button', { name: 'Save agents' }).click()
  await expect(reloaded).toContainText('No agents of your own')
})
