import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from './support/fixtures'

let folder: string

test.beforeAll(() => {
  folder = join(mkdtempSync(join(tmpdir(), 'astro-e2e-skill-')), 'photometry')
  mkdirSync(folder)
  writeFileSync(
    join(folder, 'SKILL.md'),
    '---\nname: photometry-checklist\ndescription: Checks an aperture photometry reduction\n---\n1. Check the flat fields.\n',
  )
})

test.afterAll(() => {
  rmSync(join(folder, '..'), { recursive: true, force: true })
})

test('Settings → Skills: built-in and added skills with their SKILL.md, one switched off and kept so after a reload', async ({
  page,
  openApp,
}) => {
  await openApp()
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  const section = page.getByTestId('skills-section')
  const list = section.getByRole('list', { name: 'Skills' })
  const review = list.getByRole('listitem').filter({ hasText: 'literature-review' })
  await expect(review).toContainText('built in')
  await expect(review).toContainText('subagent')

  await section.getByLabel('Skill folder (holding a SKILL.md)').fill(join(folder, '..'))
  await section.getByRole('button', { name: 'Add skill' }).click()
  await expect(section.getByRole('alert')).toContainText('has no SKILL.md')
  await section.getByLabel('Skill folder (holding a SKILL.md)').fill(folder)
  await section.getByRole('button', { name: 'Add skill' }).click()
  await expect(section.getByRole('status')).toHaveText('Added the skill photometry-checklist.')
  const added = list.getByRole('listitem').filter({ hasText: 'photometry-checklist' })
  await expect(added).toContainText('yours')
  await added.getByRole('button', { name: 'SKILL.md' }).click()
  await expect(added.getByLabel('SKILL.md of photometry-checklist')).toContainText('1. Check the flat fields.')

  await review.getByRole('checkbox').uncheck()
  await expect(review.getByRole('checkbox')).not.toBeChecked()
  await page.reload()
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  await expect(review.getByRole('checkbox')).not.toBeChecked()
  await expect(added.getByRole('checkbox')).toBeChecked()
})
