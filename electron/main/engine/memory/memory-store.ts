import { randomUUID } from 'node:crypto'
import type { Db } from '../db/open-database'
import { DUPLICATE_MEMORY_SIMILARITY, jaccard, wordSet } from './jaccard'
import { memoryQualityProblem } from './memory-quality'

export interface Memory {
  id: string
  content: string
  category: string
  createdAt: number
}

export type SaveMemoryOutcome =
  | { status: 'saved'; memory: Memory }
  | { status: 'rejected'; reason: string }
  | { status: 'duplicate'; existing: Memory; similarity: number }

/** Memories that persist across sessions, behind a quality gate and a duplicate check. */
export function createMemoryStore(db: Db, now: () => number) {
  const all = () =>
    (
      db.prepare('select id, content, category, created_at from memories order by created_at').all() as {
        id: string
        content: string
        category: string
        created_at: number
      }[]
    ).map((row) => ({ id: row.id, content: row.content, category: row.category, createdAt: row.created_at }))

  return {
    list: all,
    save(content: string, category: string): SaveMemoryOutcome {
      const problem = memoryQualityProblem(content)
      if (problem) return { status: 'rejected', reason: problem }
      const words = wordSet(content)
      let closest: { memory: Memory; similarity: number } | null = null
      for (const memory of all()) {
        const similarity = jaccard(words, wordSet(memory.content))
        if (!closest || similarity > closest.similarity) closest = { memory, similarity }
      }
      if (closest && closest.similarity >= DUPLICATE_MEMORY_SIMILARITY) {
        return { status: 'duplicate', existing: closest.memory, similarity: closest.similarity }
      }
      const memory = { id: randomUUID(), content: content.trim(), category, createdAt: now() }
      db.prepare('insert into memories (id, content, category, created_at) values (?, ?, ?, ?)').run(
        memory.id,
        memory.content,
        memory.category,
        memory.createdAt,
      )
      return { status: 'saved', memory }
    },
    delete(id: string): boolean {
      return db.prepare('delete from memories where id = ?').run(id).changes === 1
    },
  }
}

export type MemoryStore = ReturnType<typeof createMemoryStore>
