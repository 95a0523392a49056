import { join } from 'node:path'
import { app, BrowserWindow, Notification, safeStorage } from 'electron'
import type { EngineDeps } from '../../engine/engine-deps'
import { createElectronNotifier } from './electron-notifier'
import { packagedResourcesDir } from './packaged-resources'
import { createPrintToPdf } from './print-to-pdf'
import { createSafeStorageSecretStore } from './safe-storage-secret-store'

export const ELECTRON_SECRETS_FILE = 'secrets.safe-storage.json'

/**
 * What the engine gets under Electron: userData as data dir, keychain-encrypted secrets, OS notifications, and in an
 * installed app the resources folder beside app.asar.
 */
export function createElectronDeps(): EngineDeps {
  const dataDir = app.getPath('userData')
  return {
    host: 'electron',
    dataDir,
    appVersion: app.getVersion(),
    secrets: createSafeStorageSecretStore(join(dataDir, ELECTRON_SECRETS_FILE), safeStorage),
    notifier: createElectronNotifier(Notification),
    clock: { now: () => Date.now() },
    printToPdf: createPrintToPdf(BrowserWindow),
    ...(app.isPackaged ? { resourcesDir: packagedResourcesDir(process.resourcesPath) } : {}),
  }
}
