import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrations } from '../../../electron/main/engine/db/migrations'
import { openDatabase } from '../../../electron/main/engine/db/open-database'
import { useTempDir } from '../../helpers/temp-dir'

const tempDir = useTempDir('astro-db-partial-')

describe('migration 45: the parse_partial flag', () => {
  it('adds the flag to existing papers, off, and keeps every reference to papers intact', () => {
    const path = join(tempDir(), 'library.sqlite')
    const before = openDatabase(
      path,
      migrations.filter((migration) => migration.version < 45),
    ).db
    before
      .prepare(
        "insert into papers (id, title, parse_status, added_at, updated_at) values ('p1', 'Kept', 'ready', 1, 2)",
      )
      .run()
    before.prepare("insert into paper_authors (paper_id, position, name) values ('p1', 0, 'A. Author')").run()
    before.close()

    const { db } = openDatabase(path, migrations)
    expect(db.prepare('select id, parse_status, parse_partial from papers').all()).toEqual([
      { id: 'p1', parse_status: 'ready', parse_partial: 0 },
    ])
    expect(() => db.prepare("update papers set parse_partial = 2 where id = 'p1'").run()).toThrow(/CHECK/)
    db.prepare("delete from papers where id = 'p1'").run()
    expect(db.prepare('select count(*) as n from paper_authors').get()).toEqual({ n: 0 })
    db.close()
  })
})
