import { join } from 'node:path'
import { createEngineLog } from '../../engine/log/engine-log'
import type { EngineDeps } from '../../engine/ports/engine-deps'
import { createFileSecretStore } from '../../engine/secrets/file-secret-store'

export const SECRETS_FILE_NAME = 'secrets.json'

/** What the engine gets outside Electron: the data dir, secrets in a 0600 file, the real clock. */
export function createHeadlessDeps(dataDir: string, appVersion: string): EngineDeps {
  const clock = { now: () => Date.now() }
  return {
    host: 'headless',
    dataDir,
    appVersion,
    secrets: createFileSecretStore(join(dataDir, SECRETS_FILE_NAME)),
    clock,
    log: createEngineLog({ dataDir, clock }),
  }
}
