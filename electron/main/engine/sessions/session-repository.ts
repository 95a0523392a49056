import { randomUUID } from 'node:crypto'
import { DEFAULT_SESSION_TITLE, type Session } from '../../../shared/domain/session'
import type { Db } from '../db/open-database'
import type { Clock } from '../ports/engine-deps'

export interface SessionRepository {
  create(input: { title?: string; projectDir?: string | null }): Session
  setProjectDir(id: string, projectDir: string | null): Session | null
  list(): Session[]
  /** Sessions whose title, prompts or answers contain `text` (case-insensitive for Latin letters), in list order. */
  search(text: string): Session[]
  /** `null` when there is no such session. */
  get(id: string): Session | null
  rename(id: string, title: string): Session | null
  setModel(id: string, choice: { providerId: string | null; model: string | null }): Session | null
  setPinned(id: string, pinned: boolean): Session | null
  /** Names a session still called DEFAULT_SESSION_TITLE; false when it already had a name of its own. */
  nameIfUntitled(id: string, title: string): boolean
  /** Bumps `updatedAt` (a new message, a run) so the session moves to the top of the list. */
  touch(id: string): Session | null
  delete(id: string): boolean
}

interface SessionRow {
  id: string
  title: string
  project_dir: string | null
  provider_id: string | null
  model: string | null
  pinned: number
  created_at: number
  updated_at: number
}

function toSession(row: SessionRow): Session {
  return {
    id: row.id,
    title: row.title,
    projectDir: row.project_dir,
    providerId: row.provider_id,
    model: row.model,
    pinned: row.pinned === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export function createSessionRepository(db: Db, clock: Clock): SessionRepository {
  const insert = db.prepare(
    'insert into sessions (id, title, project_dir, provider_id, model, pinned, created_at, updated_at) values (@id, @title, @project_dir, @provider_id, @model, @pinned, @created_at, @updated_at)',
  )
  const selectAll = db.prepare('select * from sessions order by pinned desc, updated_at desc, created_at desc, id')
  const selectMatching = db.prepare(`
    select * from sessions s
    where s.title like @pattern escape '\\'
      or exists (select 1 from agent_runs r where r.session_id = s.id and r.prompt like @pattern escape '\\')
      or exists (
        select 1 from agent_messages m
        where m.session_id = s.id and m.kind = 'assistant'
          and json_extract(m.body, '$.message.text') like @pattern escape '\\'
      )
    order by pinned desc, updated_at desc, created_at desc, id`)
  const selectOne = db.prepare('select * from sessions where id = ?')
  // A rename is not activity: the session keeps its place in the list.
  const updateTitle = db.prepare('update sessions set title = ? where id = ?')
  const nameUntitled = db.prepare('update sessions set title = ? where id = ? and title = ?')
  const updateModel = db.prepare('update sessions set provider_id = ?, model = ? where id = ?')
  const updatePinned = db.prepare('update sessions set pinned = ? where id = ?')
  const updateTime = db.prepare('update sessions set updated_at = ? where id = ?')
  const updateProjectDir = db.prepare('update sessions set project_dir = ?, updated_at = ? where id = ?')
  const remove = db.prepare('delete from sessions where id = ?')

  function get(id: string): Session | null {
    const row = selectOne.get(id) as SessionRow | undefined
    return row ? toSession(row) : null
  }

  return {
    create(input) {
      const now = clock.now()
      const row: SessionRow = {
        id: randomUUID(),
        title: input.title?.trim() || DEFAULT_SESSION_TITLE,
        project_dir: input.projectDir ?? null,
        provider_id: null,
        model: null,
        pinned: 0,
        created_at: now,
        updated_at: now,
      }
      insert.run(row)
      return toSession(row)
    },
    list: () => (selectAll.all() as SessionRow[]).map(toSession),
    search(text) {
      const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
      return (selectMatching.all({ pattern }) as SessionRow[]).map(toSession)
    },
    get,
    rename(id, title) {
      const result = updateTitle.run(title.trim(), id)
      return result.changes === 0 ? null : get(id)
    },
    setProjectDir(id, projectDir) {
      const result = updateProjectDir.run(projectDir, clock.now(), id)
      return result.changes === 0 ? null : get(id)
    },
    nameIfUntitled(id, title) {
      return nameUntitled.run(title, id, DEFAULT_SESSION_TITLE).changes > 0
    },
    setModel(id, choice) {
      return updateModel.run(choice.providerId, choice.model, id).changes === 0 ? null : get(id)
    },
    setPinned(id, pinned) {
      return updatePinned.run(pinned ? 1 : 0, id).changes === 0 ? null : get(id)
    },
    touch(id) {
      const result = updateTime.run(clock.now(), id)
      return result.changes === 0 ? null : get(id)
    },
    delete: (id) => remove.run(id).changes > 0,
  }
}
