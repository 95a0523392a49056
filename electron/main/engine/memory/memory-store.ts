import { randomUUID } from 'node:crypto'
import type { Db } from '../db/open-database'
import { DUPLICATE_MEMORY_SIMILARITY, jaccard, wordSet } from './jaccard'
import { memoryQualityProblem } from './memory-quality'

export interface Memory {
  id: string
  content: string
  category: string
  createdAt: number
  updatedAt: number | null
  /** Off: kept, shown in Settings → Memory, never recalled into a session. */
  enabled: boolean
}

type SaveMemoryOutcome =
  | { status: 'saved'; memory: Memory }
  | { status: 'rejected'; reason: string }
  | { status: 'duplicate'; existing: Memory; similarity: number }

interface MemoryRow {
  id: string
  content: string
  category: string
  created_at: number
  updated_at: number | null
  enabled: number
}

const toMemory = (row: MemoryRow): Memory => ({
  id: row.id,
  content: row.content,
  category: row.category,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  enabled: row.enabled === 1,
})

/** Memories that persist across sessions, behind a quality gate and a duplicate check. */
export function createMemoryStore(db: Db, now: () => number) {
  const all = (): Memory[] =>
    (
      db
        .prepare('select id, content, category, created_at, updated_at, enabled from memories order by created_at')
        .all() as MemoryRow[]
    ).map(toMemory)

  /** The stored memory closest to `content` (word-set Jaccard), other than `except`. */
  const closest = (content: string, except?: string) => {
    const words = wordSet(content)
    let best: { memory: Memory; similarity: number } | null = null
    for (const memory of all()) {
      if (memory.id === except) continue
      const similarity = jaccard(words, wordSet(memory.content))
      if (!best || similarity > best.similarity) best = { memory, similarity }
    }
    return best && best.similarity >= DUPLICATE_MEMORY_SIMILARITY ? best : null
  }

  return {
    list: all,
    save(content: string, category: string): SaveMemoryOutcome {
      const problem = memoryQualityProblem(content)
      if (problem) return { status: 'rejected', reason: problem }
      const duplicate = closest(content)
      if (duplicate) return { status: 'duplicate', existing: duplicate.memory, similarity: duplicate.similarity }
      const memory: Memory = {
        id: randomUUID(),
        content: content.trim(),
        category,
        createdAt: now(),
        updatedAt: null,
        enabled: true,
      }
      db.prepare('insert into memories (id, content, category, created_at) values (?, ?, ?, ?)').run(
        memory.id,
        memory.content,
        memory.category,
        memory.createdAt,
      )
      return { status: 'saved', memory }
    },
    /** The user's edit in Settings → Memory: the same quality gate and duplicate check as a new memory. */
    update(id: string, change: { content?: string; enabled?: boolean }): SaveMemoryOutcome | null {
      const current = all().find((memory) => memory.id === id)
      if (!current) return null
      const content = change.content?.trim() ?? current.content
      if (change.content !== undefined) {
        const problem = memoryQualityProblem(content)
        if (problem) return { status: 'rejected', reason: problem }
        const duplicate = closest(content, id)
        if (duplicate) return { status: 'duplicate', existing: duplicate.memory, similarity: duplicate.similarity }
      }
      const enabled = change.enabled ?? current.enabled
      db.prepare('update memories set content = ?, enabled = ?, updated_at = ? where id = ?').run(
        content,
        enabled ? 1 : 0,
        now(),
        id,
      )
      return { status: 'saved', memory: { ...current, content, enabled, updatedAt: now() } }
    },
    delete(id: string): boolean {
      return db.prepare('delete from memories where id = ?').run(id).changes === 1
    },
  }
}

export type MemoryStore = ReturnType<typeof createMemoryStore>
