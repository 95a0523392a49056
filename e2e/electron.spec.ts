import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { _electron as electron, test } from '@playwright/test'
import { findElectronBinary } from './support/electron-binary'
import { runFoundationFlow } from './support/foundation-flow'

const electronBinary = findElectronBinary()

test('sessions and settings persist across a reload (Electron app)', async () => {
  if (electronBinary === null) {
    throw new Error('The Electron binary is not installed; run this spec where `npx electron --version` works.')
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'astro-electron-e2e-'))
  const app = await electron.launch({
    executablePath: electronBinary,
    // The host keeps its data in Electron's userData, which Chromium's --user-data-dir switch points at a temp dir.
    args: [join(__dirname, '..', 'out/main/index.js'), `--user-data-dir=${dataDir}`],
  })
  try {
    const page = await app.firstWindow()
    await page.getByRole('navigation', { name: /^(Sessions|会话)$/ }).waitFor()
    await runFoundationFlow(page, async () => {
      await page.reload()
      await page.getByRole('navigation', { name: /^(Sessions|会话)$/ }).waitFor()
    })
  } finally {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
