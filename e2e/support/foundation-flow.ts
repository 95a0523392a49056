import { expect, type Page } from '@playwright/test'

function sessionList(page: Page) {
  return page.getByRole('navigation', { name: /^(Sessions|会话)$/ })
}

function sessionButton(page: Page, title: string) {
  return sessionList(page).locator('.session-select', { hasText: title })
}

async function createSession(page: Page, title: string) {
  const before = await sessionList(page).locator('.session-select').count()
  await sessionList(page).getByRole('button', { name: '+ New session', exact: true }).click()
  await expect(sessionList(page).locator('.session-select')).toHaveCount(before + 1)
  const created = sessionList(page).locator('.session-select[aria-current="true"]')
  await expect(created).toHaveText('New session')
  // A row's actions show while the pointer is on it, as a user finds them.
  await created.hover()
  await sessionList(page).getByRole('button', { name: 'Rename session “New session”' }).click()
  const input = sessionList(page).getByRole('textbox', { name: 'Session title' })
  await input.fill(title)
  await input.press('Enter')
  await expect(sessionButton(page, title)).toHaveAttribute('aria-current', 'true')
  await expect(page.getByTestId('chat-title')).toHaveText(title)
}

/**
 * The foundation flow of issue 2, for any host: create, rename and delete sessions, change language and theme,
 * reload, and find everything as it was left.
 */
export async function runFoundationFlow(page: Page, reload: () => Promise<void>) {
  await createSession(page, 'M31 distance ladder')
  await createSession(page, 'Scratch')

  await sessionButton(page, 'Scratch').hover()
  await sessionList(page).getByRole('button', { name: 'Delete session “Scratch”' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete this session?' })
  await expect(confirm).toBeVisible()
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(sessionButton(page, 'Scratch')).toHaveCount(0)
  await expect(sessionButton(page, 'M31 distance ladder')).toBeVisible()

  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  await page.getByLabel('Language').selectOption('zh-CN')
  await expect(page.getByRole('heading', { name: '设置', level: 1 })).toBeVisible()
  await page.getByText('深色', { exact: true }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')

  await reload()
  await expect(page.getByRole('button', { name: '对话', exact: true })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await expect(sessionButton(page, 'M31 distance ladder')).toBeVisible()
  await expect(sessionButton(page, 'Scratch')).toHaveCount(0)

  await page.getByRole('button', { name: '设置', exact: true }).click()
  await page.getByLabel('语言').selectOption('en')
  await page.getByText('System', { exact: true }).click()
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./)
  await reload()
  await expect(page.getByRole('button', { name: 'Chat', exact: true })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(sessionButton(page, 'M31 distance ladder')).toHaveAttribute('aria-current', 'true')
}
