import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrations } from '../../../electron/main/engine/db/migrations'
import { openDatabase } from '../../../electron/main/engine/db/open-database'
import { useTempDir } from '../../helpers/temp-dir'

const tempDir = useTempDir('astro-upgrade-')

describe('a database from the previous release', () => {
  it('is brought up to date: every step past its version 60 is applied, whatever its area', () => {
    const path = join(tempDir(), 'astroresearch.sqlite')
    const released = openDatabase(
      path,
      migrations.filter((migration) => migration.version <= 60),
    )
    expect(Number(released.db.pragma('user_version', { simple: true }))).toBe(60)
    released.db.close()

    const { db } = openDatabase(path, migrations)
    const newest = Math.max(...migrations.map((migration) => migration.version))
    expect(Number(db.pragma('user_version', { simple: true }))).toBe(newest)
    const columns = (table: string) =>
      (db.prepare(`select name from pragma_table_info('${table}')`).all() as { name: string }[]).map((row) => row.name)
    expect(columns('sessions')).toEqual(expect.arrayContaining(['pinned']))
    expect(columns('papers')).toEqual(expect.arrayContaining(['parse_partial']))
    expect(columns('memories')).toEqual(expect.arrayContaining(['enabled']))
    db.close()
  })
})
