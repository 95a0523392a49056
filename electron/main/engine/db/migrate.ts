import type Database from 'better-sqlite3'
import type { Migration } from './migration'

export class MigrationError extends Error {
  constructor(
    readonly migration: Migration,
    cause: unknown,
  ) {
    super(
      `Migration ${migration.version} (${migration.name}) failed: ${cause instanceof Error ? cause.message : String(cause)}. ` +
        'The database was left exactly as it was; please report this error.',
      {
        cause,
      },
    )
    this.name = 'MigrationError'
  }
}

export function schemaVersion(db: Database.Database): number {
  return Number(db.pragma('user_version', { simple: true }))
}

/**
 * Applies every pending migration in one transaction: either the database reaches the newest version or it is left
 * exactly as it was.
 */
export function migrate(db: Database.Database, migrations: readonly Migration[]): { from: number; to: number } {
  const sorted = [...migrations].sort((a, b) => a.version - b.version)
  const versions = new Set<number>()
  for (const migration of sorted) {
    if (!Number.isInteger(migration.version) || migration.version <= 0) {
      throw new Error(`Migration version must be a positive integer: ${migration.name}`)
    }
    if (versions.has(migration.version)) throw new Error(`Two migrations share version ${migration.version}`)
    versions.add(migration.version)
  }
  const from = schemaVersion(db)
  const newest = sorted.at(-1)?.version ?? 0
  if (from > newest) {
    throw new Error(
      `This database has schema version ${from}, newer than this version of AstroResearch knows (${newest}). ` +
        'Update AstroResearch, or open a different data directory.',
    )
  }
  const pending = sorted.filter((migration) => migration.version > from)
  if (pending.length === 0) return { from, to: from }
  const applyAll = db.transaction(() => {
    for (const migration of pending) {
      try {
        db.exec(migration.sql)
      } catch (error) {
        throw new MigrationError(migration, error)
      }
      db.pragma(`user_version = ${migration.version}`)
    }
  })
  applyAll.immediate()
  return { from, to: schemaVersion(db) }
}
