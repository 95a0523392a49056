import { chmodSync } from 'node:fs'
import Database from 'better-sqlite3'
import * as sqliteVec from 'sqlite-vec'
import { loadablePath } from '../packaging/asar-unpacked-path'
import { migrate } from './migrate'
import type { Migration } from './migration'

export type Db = Database.Database

export interface OpenedDatabase {
  db: Db
  sqliteVersion: string
  vecVersion: string
}

/**
 * Opens (or creates) the app database: WAL, foreign keys, a busy timeout, sqlite-vec loaded (from app.asar.unpacked
 * in a packaged app) and verified, then every pending migration. `:memory:` works for tests.
 */
export function openDatabase(path: string, migrations: readonly Migration[]): OpenedDatabase {
  const db = openFile(path)
  try {
    db.pragma('journal_mode = WAL')
    db.pragma('foreign_keys = ON')
    db.pragma('busy_timeout = 5000')
    db.pragma('synchronous = NORMAL')
    db.loadExtension(loadablePath(sqliteVec.getLoadablePath()))
    const versions = db.prepare('select sqlite_version() as sqlite, vec_version() as vec').get() as {
      sqlite: string
      vec: string
    }
    migrate(db, migrations)
    return { db, sqliteVersion: versions.sqlite, vecVersion: versions.vec }
  } catch (error) {
    db.close()
    throw describeOpenFailure(path, error)
  }
}

function openFile(path: string): Db {
  try {
    const db = new Database(path)
    // SQLite gives its -wal and -shm files the database file's mode: owner-only for all three.
    if (path !== ':memory:') chmodSync(path, 0o600)
    return db
  } catch (error) {
    throw describeOpenFailure(path, error)
  }
}

const DAMAGED_CODES = new Set(['SQLITE_NOTADB', 'SQLITE_CORRUPT'])

/** A damaged file gets a message that says what to do; every other error passes through unchanged. */
function describeOpenFailure(path: string, error: unknown): unknown {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined
  if (typeof code !== 'string' || !DAMAGED_CODES.has(code)) return error
  return new Error(
    `The database ${path} is damaged or is not an AstroResearch database (${(error as Error).message}). ` +
      'Nothing was changed. Move the file aside and start again to create a new one, or restore it from a backup.',
    { cause: error },
  )
}

/** Folds the write-ahead log into the database file (so a copy of the file alone is complete), then closes it. */
export function closeDatabase(db: Db): void {
  if (!db.open) return
  try {
    db.pragma('wal_checkpoint(TRUNCATE)')
  } finally {
    db.close()
  }
}
