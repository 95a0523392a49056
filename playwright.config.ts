import { defineConfig } from '@playwright/test'
import { findElectronBinary } from './e2e/support/electron-binary'
import { findChromium } from './e2e/support/find-chromium'
import { playwrightFilesNeedingSharedFixtures } from './test/helpers/shared-fixtures-check'

/** npm installs the electron package without its binary where downloads are blocked: its spec cannot run there. */
const electronInstalled = findElectronBinary() !== null
if (!electronInstalled && process.env.TEST_WORKER_INDEX === undefined) {
  console.log(
    'e2e/electron.spec.ts is not run: the Electron binary is not installed (run it where `npx electron --version` works).',
  )
}

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/playwright-fixtures-setup.ts',
  testIgnore: [...(electronInstalled ? [] : ['**/electron.spec.ts']), ...playwrightFilesNeedingSharedFixtures()],
  outputDir: './test-results/e2e-artifacts',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
})
