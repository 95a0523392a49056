import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrations } from '../../../electron/main/engine/db/migrations'
import { openDatabase } from '../../../electron/main/engine/db/open-database'
import { useTempDir } from '../../helpers/temp-dir'

const tempDir = useTempDir('astro-db-')

describe('openDatabase', () => {
  it('opens in WAL mode with foreign keys and a busy timeout', () => {
    const { db } = openDatabase(join(tempDir(), 'a.sqlite'), migrations)
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(Number(db.pragma('busy_timeout', { simple: true }))).toBeGreaterThan(0)
    db.close()
  })

  it('verifies sqlite-vec at open and vec0 tables answer nearest-neighbour queries', () => {
    const { db, vecVersion, sqliteVersion } = openDatabase(':memory:', migrations)
    expect(vecVersion).toMatch(/^v0\.\d+\.\d+/)
    expect(sqliteVersion).toMatch(/^3\./)
    db.exec('create virtual table probe using vec0(id integer primary key, embedding float[3])')
    const insert = db.prepare('insert into probe (id, embedding) values (?, ?)')
    insert.run(1n, new Float32Array([1, 0, 0]))
    insert.run(2n, new Float32Array([0, 1, 0]))
    const nearest = db
      .prepare('select id from probe where embedding match ? and k = 1')
      .get(new Float32Array([0.1, 0.9, 0]))
    expect(nearest).toEqual({ id: 2 })
    db.close()
  })

  it('refuses a file that is not a database with a message saying what to do, leaving it untouched', () => {
    const path = join(tempDir(), 'astroresearch.sqlite')
    const garbage = 'these are my notes, not a database\n'.repeat(200)
    writeFileSync(path, garbage)
    expect(() => openDatabase(path, migrations)).toThrow(
      /is damaged or is not an AstroResearch database.*Move the file aside/,
    )
    expect(readFileSync(path, 'utf8')).toBe(garbage)
  })

  it('refuses a database written by a newer version instead of running on an unknown schema', () => {
    const path = join(tempDir(), 'astroresearch.sqlite')
    const { db } = openDatabase(path, migrations)
    db.pragma('user_version = 100000')
    db.close()
    expect(() => openDatabase(path, migrations)).toThrow(/schema version 100000, newer than .*Update AstroResearch/)
  })
})
