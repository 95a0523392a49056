import { homedir } from 'node:os'
import { join } from 'node:path'
import { createEngineLog, createFileSecretStore, type EngineDeps } from '../../engine'
import { createChromiumPrintToPdf } from './chromium-print-to-pdf'
import { findChromium } from './find-chromium'

export const SECRETS_FILE_NAME = 'secrets.json'

/** What the engine gets outside Electron: the data dir, secrets in a 0600 file, the real clock, Chromium to print. */
export function createHeadlessDeps(dataDir: string, appVersion: string): EngineDeps {
  const clock = { now: () => Date.now() }
  return {
    host: 'headless',
    dataDir,
    appVersion,
    homeDir: homedir(),
    secrets: createFileSecretStore(join(dataDir, SECRETS_FILE_NAME)),
    clock,
    log: createEngineLog({ dataDir, clock }),
    printToPdf: createChromiumPrintToPdf({ findBrowser: () => findChromium(process.env) }),
  }
}
