import type { Db } from '../db/open-database'
import { type Artifact, ArtifactChangedError, type ArtifactSource, type ArtifactVersionInfo } from './artifact'

/** A new version on top of `expected`, which must still be the current one. */
export interface VersionChange {
  sessionId: string
  id: string
  expected: number
  content: string
  summary: string
  author: ArtifactSource
}

interface ArtifactRow {
  session_id: string
  id: string
  title: string
  content_type: string
  source: ArtifactSource
  current_version: number
  created_at: number
  updated_at: number
  content: string
}

const toArtifact = (row: ArtifactRow): Artifact => ({
  sessionId: row.session_id,
  id: row.id,
  title: row.title,
  contentType: row.content_type,
  source: row.source,
  content: row.content,
  version: row.current_version,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
})

const selectArtifact = `
  select a.*, v.content from artifacts a
  join artifact_versions v on v.session_id = a.session_id and v.artifact_id = a.id and v.version = ?
  where a.session_id = ? and a.id = ?`

/** SQLite persistence of artifacts: every change is a new row in artifact_versions, in one transaction. */
export function createArtifactStore(db: Db) {
  const insertArtifact = db.prepare(
    `insert into artifacts (session_id, id, title, content_type, source, current_version, created_at, updated_at)
     values (@sessionId, @id, @title, @contentType, @source, 1, @at, @at)`,
  )
  const insertVersion = db.prepare(
    `insert into artifact_versions (session_id, artifact_id, version, content, change_summary, author, created_at)
     values (?, ?, ?, ?, ?, ?, ?)`,
  )
  const bumpVersion = db.prepare(
    'update artifacts set current_version = ?, updated_at = ? where session_id = ? and id = ? and current_version = ?',
  )
  const currentVersion = db.prepare('select current_version from artifacts where session_id = ? and id = ?')

  const create = db.transaction((artifact: Omit<Artifact, 'version' | 'createdAt' | 'updatedAt'>, at: number): void => {
    insertArtifact.run({ ...artifact, at })
    insertVersion.run(artifact.sessionId, artifact.id, 1, artifact.content, 'created', artifact.source, at)
  })

  const addVersion = db.transaction((change: VersionChange, at: number): number => {
    const next = change.expected + 1
    const changed = bumpVersion.run(next, at, change.sessionId, change.id, change.expected)
    if (changed.changes !== 1) {
      const current = currentVersion.get(change.sessionId, change.id) as { current_version: number } | undefined
      throw new ArtifactChangedError(change.id, current?.current_version ?? change.expected)
    }
    insertVersion.run(change.sessionId, change.id, next, change.content, change.summary, change.author, at)
    return next
  })

  return {
    create,
    addVersion,
    exists(sessionId: string, id: string): boolean {
      return currentVersion.get(sessionId, id) !== undefined
    },
    get(sessionId: string, id: string, version?: number): Artifact | undefined {
      const current = currentVersion.get(sessionId, id) as { current_version: number } | undefined
      if (!current) return undefined
      const row = db.prepare(selectArtifact).get(version ?? current.current_version, sessionId, id) as
        | ArtifactRow
        | undefined
      return row ? { ...toArtifact(row), version: version ?? current.current_version } : undefined
    },
    list(sessionId: string): Artifact[] {
      const rows = db
        .prepare(
          `select a.*, v.content from artifacts a
           join artifact_versions v on v.session_id = a.session_id and v.artifact_id = a.id and v.version = a.current_version
           where a.session_id = ? order by a.created_at, a.id`,
        )
        .all(sessionId) as ArtifactRow[]
      return rows.map(toArtifact)
    },
    versions(sessionId: string, id: string): ArtifactVersionInfo[] {
      const rows = db
        .prepare(
          `select version, length(content) as size, change_summary, author, created_at from artifact_versions
           where session_id = ? and artifact_id = ? order by version`,
        )
        .all(sessionId, id) as {
        version: number
        size: number
        change_summary: string
        author: ArtifactSource
        created_at: number
      }[]
      return rows.map((row) => ({
        version: row.version,
        size: row.size,
        changeSummary: row.change_summary,
        author: row.author,
        createdAt: row.created_at,
      }))
    },
  }
}
