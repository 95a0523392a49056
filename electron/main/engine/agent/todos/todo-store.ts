import { z } from 'zod'
import { todoSchema } from '../../../../shared/contract/commands/agent'
import type { EventInput } from '../../../../shared/contract/events'
import type { Db } from '../../db/open-database'
import type { Todo } from './todo'

export interface TodoStore {
  list(sessionId: string): Todo[]
  /** Replaces the session's list and tells the timeline. */
  replace(sessionId: string, runId: string, todos: readonly Todo[]): void
}

const storedTodos = z.array(todoSchema)

export function createTodoStore(db: Db, emit: (event: EventInput) => void, now: () => number): TodoStore {
  const select = db.prepare<[string], { todos: string }>('select todos from agent_todos where session_id = ?')
  const upsert = db.prepare(
    'insert into agent_todos (session_id, todos, updated_at) values (?, ?, ?) on conflict(session_id) do update set todos = excluded.todos, updated_at = excluded.updated_at',
  )
  return {
    list(sessionId) {
      const row = select.get(sessionId)
      return row ? storedTodos.parse(JSON.parse(row.todos)) : []
    },
    replace(sessionId, runId, todos) {
      upsert.run(sessionId, JSON.stringify(todos), now())
      emit({ type: 'todo-updated', sessionId, runId, todos: todos.map((todo) => ({ ...todo })) })
    },
  }
}
