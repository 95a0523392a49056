import type { SecretName } from '../../../shared/domain/settings'
import type { EngineLog } from './log'

/** The host's secret store (Electron safeStorage, a 0600 file for headless, memory for tests). */
export interface SecretStore {
  get(name: SecretName): Promise<string | null>
  set(name: SecretName, value: string): Promise<void>
  delete(name: SecretName): Promise<void>
  list(): Promise<SecretName[]>
}

export interface Clock {
  now(): number
}

export interface FolderRequest {
  /** The dialog's title, in the window's language. */
  title: string
  /** The folder the dialog opens in. */
  defaultPath?: string
}

/** Everything the engine gets from its host; the engine never reaches for globals or for 'electron'. */
export interface EngineDeps {
  /** Named in the log and in `app.info`; the engine never behaves differently for one host. */
  host: 'electron' | 'headless' | 'test'
  dataDir: string
  appVersion: string
  secrets: SecretStore
  clock: Clock
  log: EngineLog
  /** The user's home folder, for `~` in paths the user types; the OS's when absent. */
  homeDir?: string
  /** Prints a standalone HTML document to PDF (Electron's printToPDF, headless Chromium); absent where none can. */
  printToPdf?: (html: string) => Promise<Uint8Array>
  /** The native folder picker (Electron's dialog); resolves null when the user cancels; absent without one. */
  chooseFolder?: (request: FolderRequest) => Promise<string | null>
  /** Opens a file in the system's default viewer (Electron's shell.openPath); absent where the app cannot. */
  openPath?: (path: string) => Promise<void>
  /** Asks the user for PDF files in the system's file dialog (Electron's); absent where the window has no such dialog. */
  pickPdfFiles?: (options: { multiple: boolean }) => Promise<string[]>
  /** The app's resources folder (built-in skills); found next to the code when absent. */
  resourcesDir?: string
}
