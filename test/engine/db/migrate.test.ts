import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { MigrationError, migrate, schemaVersion } from '../../../electron/main/engine/db/migrate'
import type { Migration } from '../../../electron/main/engine/db/migration'
import { migrations } from '../../../electron/main/engine/db/migrations'
import { type Db, openDatabase } from '../../../electron/main/engine/db/open-database'
import { useTempDir } from '../../helpers/temp-dir'

const tempDir = useTempDir('astro-db-')
const ordered = [...migrations].sort((a, b) => a.version - b.version)
const newest = ordered.at(-1)?.version ?? 0

function schemaOf(db: Db): unknown[] {
  return db
    .prepare("select type, name, tbl_name, sql from sqlite_master where name not like 'sqlite_%' order by name")
    .all()
}

function sha256(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex')
}

function withDb<T>(path: string, list: readonly Migration[], work: (db: Db) => T): T {
  const { db } = openDatabase(path, list)
  try {
    return work(db)
  } finally {
    db.close()
  }
}

const failing: Migration = {
  version: 9_999,
  name: 'broken',
  sql: 'create table half_done (a); insert into missing_table values (1);',
}

describe('migrations', () => {
  it('have unique positive versions', () => {
    expect(new Set(ordered.map((migration) => migration.version)).size).toBe(ordered.length)
    for (const migration of ordered) expect(migration.version).toBeGreaterThan(0)
  })

  it('migrate an empty database to the newest version', () => {
    const path = join(tempDir(), 'fresh.sqlite')
    withDb(path, migrations, (db) => {
      expect(schemaVersion(db)).toBe(newest)
      expect(db.pragma('foreign_key_check')).toEqual([])
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
    })
  })

  it.each(ordered.map((migration, index) => [migration.version, index + 1] as const))(
    'upgrade a database at version %i to the same schema as a fresh one, keeping its sessions',
    (version, prefixLength) => {
      const dir = tempDir()
      const expected = withDb(join(dir, 'fresh.sqlite'), migrations, schemaOf)
      const path = join(dir, 'old.sqlite')
      withDb(path, ordered.slice(0, prefixLength), (db) => {
        expect(schemaVersion(db)).toBe(version)
        db.prepare(
          "insert into sessions (id, title, project_dir, created_at, updated_at) values ('s1', 'kept', null, 1, 2)",
        ).run()
      })
      withDb(path, migrations, (db) => {
        expect(schemaVersion(db)).toBe(newest)
        expect(schemaOf(db)).toEqual(expected)
        expect(db.prepare('select title from sessions').all()).toEqual([{ title: 'kept' }])
      })
    },
  )

  it('do nothing when the database is already current', () => {
    const db = new Database(':memory:')
    expect(migrate(db, migrations)).toEqual({ from: 0, to: newest })
    expect(migrate(db, migrations)).toEqual({ from: newest, to: newest })
    db.close()
  })

  it('refuse duplicate or non-positive versions before touching anything', () => {
    const db = new Database(':memory:')
    const first = ordered[0] ?? failing
    expect(() => migrate(db, [first, { ...first, name: 'twin' }])).toThrow(/share version/)
    expect(() => migrate(db, [{ ...first, version: 0 }])).toThrow(/positive integer/)
    expect(schemaVersion(db)).toBe(0)
    db.close()
  })

  it('leave the file byte-identical and the version unchanged when a migration fails', () => {
    const path = join(tempDir(), 'app.sqlite')
    withDb(path, migrations, (db) => {
      db.prepare(
        "insert into sessions (id, title, project_dir, created_at, updated_at) values ('s1', 'before', null, 1, 1)",
      ).run()
    })
    expect(existsSync(`${path}-wal`)).toBe(false)
    const before = sha256(path)
    const good: Migration = {
      version: 9_998,
      name: 'good',
      sql: "create table fine (a); insert into sessions (id, title, created_at, updated_at) values ('s2', 'x', 1, 1);",
    }
    let thrown: unknown
    try {
      openDatabase(path, [...migrations, good, failing])
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(MigrationError)
    expect((thrown as MigrationError).message).toMatch(/Migration 9999 \(broken\) failed: no such table: missing_table/)
    expect(sha256(path)).toBe(before)
    withDb(path, migrations, (db) => {
      expect(schemaVersion(db)).toBe(newest)
      expect(db.prepare("select name from sqlite_master where name in ('fine', 'half_done')").all()).toEqual([])
      expect(db.prepare('select id from sessions').all()).toEqual([{ id: 's1' }])
    })
  })
})
