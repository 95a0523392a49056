import { join } from 'node:path'
import { app, BrowserWindow, dialog, safeStorage, shell } from 'electron'
import { createEngineLog, type EngineDeps } from '../../engine'
import { createChooseFolder } from './choose-folder'
import { createOpenPath } from './open-path'
import { packagedResourcesDir } from './packaged-resources'
import { createPdfFileDialog } from './pdf-file-dialog'
import { createPrintToPdf } from './print-to-pdf'
import { createSafeStorageSecretStore } from './safe-storage-secret-store'

const ELECTRON_SECRETS_FILE = 'secrets.safe-storage.json'

/**
 * What the engine gets under Electron: userData as data dir, keychain-encrypted secrets, printing to PDF, the native
 * folder picker and PDF file dialog, and in an installed app the resources folder beside app.asar.
 */
export function createElectronDeps(): EngineDeps {
  const dataDir = app.getPath('userData')
  const clock = { now: () => Date.now() }
  return {
    host: 'electron',
    dataDir,
    appVersion: app.getVersion(),
    homeDir: app.getPath('home'),
    secrets: createSafeStorageSecretStore(join(dataDir, ELECTRON_SECRETS_FILE), safeStorage),
    clock,
    log: createEngineLog({ dataDir, clock }),
    printToPdf: createPrintToPdf(BrowserWindow),
    chooseFolder: createChooseFolder(dialog, () => BrowserWindow.getFocusedWindow()),
    pickPdfFiles: createPdfFileDialog(dialog, () => BrowserWindow.getFocusedWindow()),
    openPath: createOpenPath(shell),
    ...(app.isPackaged ? { resourcesDir: packagedResourcesDir(process.resourcesPath) } : {}),
  }
}
