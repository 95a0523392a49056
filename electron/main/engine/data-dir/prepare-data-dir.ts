import { chmodSync, mkdirSync } from 'node:fs'

/** Creates the data dir readable by its owner only (it holds the database, logs and, headless, the secrets). */
export function prepareDataDir(dataDir: string): void {
  const created = mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  // The umask can only narrow `mode`; set it outright on the folder this call made.
  if (created !== undefined) chmodSync(dataDir, 0o700)
}
