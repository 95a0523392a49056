import Database from 'better-sqlite3'
import * as sqliteVec from 'sqlite-vec'
import { migrate } from './migrate'
import type { Migration } from './migration'

export type Db = Database.Database

export interface OpenedDatabase {
  db: Db
  sqliteVersion: string
  vecVersion: string
}

/**
 * Opens (or creates) the app database: WAL, foreign keys, a busy timeout, sqlite-vec loaded and verified, then every
 * pending migration. `:memory:` works for tests.
 */
export function openDatabase(path: string, migrations: readonly Migration[]): OpenedDatabase {
  const db = new Database(path)
  try {
    db.pragma('journal_mode = WAL')
    db.pragma('foreign_keys = ON')
    db.pragma('busy_timeout = 5000')
    db.pragma('synchronous = NORMAL')
    sqliteVec.load(db)
    const versions = db.prepare('select sqlite_version() as sqlite, vec_version() as vec').get() as {
      sqlite: string
      vec: string
    }
    migrate(db, migrations)
    return { db, sqliteVersion: versions.sqlite, vecVersion: versions.vec }
  } catch (error) {
    db.close()
    throw error
  }
}
