import type { Handlers } from '../../../shared/contract/handlers'
import type { OpenedDatabase } from '../db/open-database'
import type { EngineDeps } from '../ports/engine-deps'

const APP_NAME = 'AstroResearch'

export function createAppHandlers(deps: EngineDeps, database: OpenedDatabase): Pick<Handlers, 'app.info'> {
  return {
    'app.info': async () => ({
      name: APP_NAME,
      version: deps.appVersion,
      host: deps.host,
      dataDir: deps.dataDir,
      sqliteVersion: database.sqliteVersion,
      vecVersion: database.vecVersion,
    }),
  }
}
