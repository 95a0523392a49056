import { existsSync } from 'node:fs'
import type { Db } from '../db/open-database'

/** How many project folders the chat header offers again. */
const RECENT_PROJECT_DIRS = 8

/** The project folders chosen last, newest first; a folder that no longer exists is not offered. */
export function createRecentProjectDirs(db: Db, now: () => number) {
  // Re-inserted on every use, so the newest row also wins among uses in the same millisecond.
  const forget = db.prepare('delete from recent_project_dirs where path = ?')
  const insert = db.prepare('insert into recent_project_dirs (path, used_at) values (?, ?)')
  const order = 'order by used_at desc, rowid desc'
  const trim = db.prepare(
    `delete from recent_project_dirs where path not in (select path from recent_project_dirs ${order} limit ?)`,
  )
  const newest = db.prepare(`select path from recent_project_dirs ${order} limit ?`).pluck()
  const remember = db.transaction((path: string) => {
    forget.run(path)
    insert.run(path, now())
    trim.run(RECENT_PROJECT_DIRS)
  })

  return {
    remember(path: string): void {
      remember.immediate(path)
    },
    list(): string[] {
      return (newest.all(RECENT_PROJECT_DIRS) as string[]).filter((path) => existsSync(path))
    },
  }
}

export type RecentProjectDirs = ReturnType<typeof createRecentProjectDirs>
