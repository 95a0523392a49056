import { expect, test } from './support/fixtures'

test('Settings → General sets the tool time limit the engine uses, and it stays after a reload', async ({
  page,
  host,
  openApp,
}) => {
  await openApp()
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  const field = page.getByRole('textbox', { name: 'Tool time limit (seconds)' })
  await expect(field).toHaveValue('120')
  await field.fill('45')
  await field.press('Enter')
  await expect
    .poll(async () => {
      const response = await page.request.post(`${host.origin}/api/invoke/settings.get`, {
        headers: host.apiHeaders,
        data: {},
      })
      const body: { settings: { tools: { timeoutSeconds: number } } } = await response.json()
      return body.settings.tools.timeoutSeconds
    })
    .toBe(45)

  await field.fill('0')
  await field.press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: 'tools.timeoutSeconds' })).toBeVisible()

  await page.reload()
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  await expect(page.getByRole('textbox', { name: 'Tool time limit (seconds)' })).toHaveValue('45')
})
