import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrations } from '../../../electron/main/engine/db/migrations'
import { openDatabase } from '../../../electron/main/engine/db/open-database'
import { useTempDir } from '../../helpers/temp-dir'

const tempDir = useTempDir('astro-db-author-')

describe('migration 70: who wrote each artifact version', () => {
  it('gives the versions of existing artifacts their artifact’s source as author, and allows only known authors', () => {
    const path = join(tempDir(), 'astro.sqlite')
    const before = openDatabase(
      path,
      migrations.filter((migration) => migration.version < 70),
    ).db
    before.prepare("insert into sessions (id, title, created_at, updated_at) values ('s1', 'S', 0, 0)").run()
    const insertArtifact = before.prepare(
      "insert into artifacts (session_id, id, title, content_type, source, current_version, created_at, updated_at) values ('s1', ?, ?, 'text/plain', ?, 1, 0, 0)",
    )
    const insertVersion = before.prepare(
      "insert into artifact_versions (session_id, artifact_id, version, content, created_at) values ('s1', ?, 1, 'x', 0)",
    )
    for (const [id, source] of [
      ['draft', 'agent'],
      ['tool_run_bash_0123456789ab', 'tool'],
    ]) {
      insertArtifact.run(id, id, source)
      insertVersion.run(id)
    }
    before.close()

    const { db } = openDatabase(path, migrations)
    expect(db.prepare('select artifact_id, author from artifact_versions order by artifact_id').all()).toEqual([
      { artifact_id: 'draft', author: 'agent' },
      { artifact_id: 'tool_run_bash_0123456789ab', author: 'tool' },
    ])
    expect(() => db.prepare("update artifact_versions set author = 'someone'").run()).toThrow(/CHECK/)
    db.close()
  })
})
