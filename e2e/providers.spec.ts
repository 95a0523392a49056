import { expect, test } from './support/fixtures'

test('providers: add with a write-only key, test the connection, edit, reload, remove', async ({ page, openApp }) => {
  await openApp()
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  const providers = page.getByRole('region', { name: 'Model providers' })
  await providers.getByRole('button', { name: 'Add provider' }).click()

  const form = providers.getByRole('form', { name: 'Provider' })
  await form.getByLabel('Name').fill('Observatory vLLM')
  await form.getByLabel('Base URL').fill('http://127.0.0.1:9/v1')
  await form.getByLabel('Model').fill('qwen2.5-72b')
  await form.getByLabel('Tool calls').selectOption('xml')
  await form.getByLabel(/API key/).fill('sk-test-secret-123')
  await form.getByRole('button', { name: 'Test connection' }).click()
  await expect(form.getByRole('status')).not.toContainText('Connected')
  await expect(form.getByRole('status')).not.toBeEmpty()
  await form.getByRole('button', { name: 'Add provider' }).click()

  const card = providers.getByRole('listitem').filter({ hasText: 'Observatory vLLM' })
  await expect(card).toContainText('qwen2.5-72b')
  await expect(card).toContainText('XML in the text')
  await expect(card).toContainText('set')
  await expect(page.locator('body')).not.toContainText('sk-test-secret-123')

  await card.getByRole('button', { name: 'Edit' }).click()
  await expect(providers.getByLabel(/API key/)).toHaveValue('')
  await expect(providers.getByTestId('api-key-status')).toHaveText('set')
  await providers.getByLabel('Model').fill('qwen2.5-32b')
  await providers.getByRole('button', { name: 'Save' }).click()

  await page.reload()
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  const reloaded = page.getByRole('region', { name: 'Model providers' }).getByRole('listitem').filter({
    hasText: 'Observatory vLLM',
  })
  await expect(reloaded).toContainText('qwen2.5-32b')
  await expect(reloaded.getByRole('radio')).toBeChecked()

  await reloaded.getByRole('button', { name: 'Remove' }).click()
  await page.getByRole('dialog', { name: 'Remove this provider?' }).getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByRole('region', { name: 'Model providers' })).toContainText('No provider yet.')
})
