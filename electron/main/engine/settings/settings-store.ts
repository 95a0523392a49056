import type { Db } from '../db/open-database'

/** Top-level settings sections, one JSON value per row of the `settings` table. */
export interface SettingsStore {
  readAll(): Record<string, unknown>
  /** Writes every given section in one transaction: all of them or none. */
  writeSections(sections: Record<string, unknown>): void
}

interface SettingsRow {
  key: string
  value: string
}

export function createSettingsStore(db: Db): SettingsStore {
  const selectAll = db.prepare('select key, value from settings')
  const upsert = db.prepare(
    'insert into settings (key, value) values (?, ?) on conflict(key) do update set value = excluded.value',
  )
  const writeAll = db.transaction((sections: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(sections)) upsert.run(key, JSON.stringify(value))
  })

  return {
    readAll() {
      const result: Record<string, unknown> = {}
      for (const row of selectAll.all() as SettingsRow[]) {
        try {
          result[row.key] = JSON.parse(row.value)
        } catch {
          // An unreadable row falls back to its default; the next save replaces it.
        }
      }
      return result
    },
    writeSections(sections) {
      writeAll.immediate(sections)
    },
  }
}
