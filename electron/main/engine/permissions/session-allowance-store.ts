import type { Db } from '../db/open-database'
import type { AllowanceStore } from './session-allowances'

/** "Always allow" choices in the database, beside their session (deleted with it). */
export function createSqliteAllowanceStore(db: Db, now: () => number): AllowanceStore {
  const insert = db.prepare(
    'insert into session_allowances (session_id, tool, created_at) values (?, ?, ?) on conflict do nothing',
  )
  const remove = db.prepare('delete from session_allowances where session_id = ? and tool = ?')
  const removeSession = db.prepare('delete from session_allowances where session_id = ?')
  return {
    load: () =>
      db.prepare('select session_id as sessionId, tool from session_allowances order by created_at').all() as {
        sessionId: string
        tool: string
      }[],
    add: (sessionId, tool) => {
      insert.run(sessionId, tool, now())
    },
    remove: (sessionId, tool) => {
      remove.run(sessionId, tool)
    },
    forget: (sessionId) => {
      removeSession.run(sessionId)
    },
    clear: () => {
      db.prepare('delete from session_allowances').run()
    },
  }
}
