import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from './support/fixtures'

const everythingServer = join(__dirname, '../node_modules/@modelcontextprotocol/server-everything/dist/index.js')

test('Settings → MCP servers: import a Claude Desktop file, the server starts, its state, tools and log show', async ({
  page,
  openApp,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'astro-e2e-mcp-'))
  const config = join(dir, 'claude_desktop_config.json')
  writeFileSync(
    config,
    JSON.stringify({
      mcpServers: {
        everything: {
          command: process.execPath,
          args: [everythingServer, 'stdio'],
          env: { SURVEY_TOKEN: 'tok-e2e-5566' },
        },
      },
    }),
  )
  const broken = join(dir, 'broken.json')
  writeFileSync(broken, '{"servers": {}}')

  await openApp()
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  const mcp = page.getByRole('region', { name: 'MCP servers' })
  await expect(mcp).toContainText('No MCP server yet.')

  await mcp.getByTestId('mcp-import-file').setInputFiles(broken)
  await expect(mcp.getByRole('alert')).toContainText('This file could not be imported')

  await mcp.getByTestId('mcp-import-file').setInputFiles(config)
  await expect(mcp.getByRole('status')).toContainText('Imported the servers of claude_desktop_config.json.')
  const row = mcp.getByTestId('mcp-server-everything')
  await expect(row.getByTestId('mcp-state')).toHaveText('ready', { timeout: 20_000 })
  await expect(row).toContainText(/\d+ tools/)
  // The server's tools join the tool list: the permission rule picker offers them, asking first by default.
  const echoOption = page.getByTestId('permissions-section').locator('datalist option[value="mcp__everything__echo"]')
  await expect(echoOption).toHaveText(/\(everything\) · asks first$/)
  await row.getByRole('button', { name: 'Log' }).click()
  await expect(row.getByRole('log', { name: 'Log of everything' })).toContainText('Ready with')
  await expect(page.locator('body')).not.toContainText('tok-e2e-5566')
  await row.getByRole('button', { name: 'Resources and prompts' }).click()
  const catalog = row.getByRole('region', { name: 'Resources and prompts of everything' })
  await expect(catalog).toContainText(/Prompts \(\d+\)/)
  await expect(catalog).toContainText('Simple Prompt')
  await expect(catalog).toContainText(/Resources \([1-9]\d*\)/)

  await row.getByRole('button', { name: 'Edit' }).click()
  await expect(mcp.getByLabel(/Environment/)).toHaveValue('SURVEY_TOKEN=')
  await mcp.getByRole('button', { name: 'Cancel' }).click()

  const toggle = row.getByRole('checkbox', { name: 'Use everything' })
  await toggle.click()
  await expect(toggle).not.toBeChecked()
  await expect(row.getByTestId('mcp-state')).toHaveText('stopped')
})
