import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTodoStore, type TodoStore } from '../../../../../electron/main/engine/agent/todos/todo-store'
import { migrations } from '../../../../../electron/main/engine/db/migrations'
import { type Db, openDatabase } from '../../../../../electron/main/engine/db/open-database'
import { createTodoWriteTool } from '../../../../../electron/main/engine/tools/builtin/todo-write/index'
import type { EventInput } from '../../../../../electron/shared/contract/events'
import { createToolContext } from '../../../tool-context'

let db: Db
let store: TodoStore
let emitted: EventInput[]

beforeEach(() => {
  db = openDatabase(':memory:', migrations).db
  db.prepare(
    "insert into sessions (id, title, project_dir, created_at, updated_at) values ('s1', 'T', null, 0, 0)",
  ).run()
  emitted = []
  store = createTodoStore(
    db,
    (event) => emitted.push(event),
    () => 1000,
  )
})
afterEach(() => db.close())

const write = (todos: unknown) => {
  const tool = createTodoWriteTool({ todos: store })
  return tool.execute(tool.input.parse({ todos }), createToolContext())
}

describe('todo_write', () => {
  it('saves the list, persists it and tells the timeline', async () => {
    const todos = [
      { id: 'search', content: 'Search ADS for M31 rotation curves', status: 'completed' },
      { id: 'read', content: 'Read the two best papers', status: 'in_progress', blockedBy: ['search'] },
      { id: 'write', content: 'Write the summary', status: 'pending', blockedBy: ['read'] },
    ]
    const output = await write(todos)
    expect(output.isError).toBe(false)
    expect(output.content).toContain('(1/3 completed)')
    expect(output.content).toContain('[~] read: Read the two best papers (after search)')
    expect(store.list('s1').map((todo) => [todo.id, todo.status])).toEqual([
      ['search', 'completed'],
      ['read', 'in_progress'],
      ['write', 'pending'],
    ])
    expect(emitted).toHaveLength(1)
    expect(emitted[0]).toMatchObject({ type: 'todo-updated', sessionId: 's1', runId: 'r1' })
  })

  it('refuses two tasks in progress', async () => {
    const output = await write([
      { id: 'a', content: 'A', status: 'in_progress' },
      { id: 'b', content: 'B', status: 'in_progress' },
    ])
    expect(output.isError).toBe(true)
    expect(output.content).toContain('Only one task may be in_progress')
    expect(store.list('s1')).toEqual([])
    expect(emitted).toEqual([])
  })

  it('refuses unknown blockers, self-blocking and duplicate ids', async () => {
    const output = await write([
      { id: 'a', content: 'A', status: 'pending', blockedBy: ['ghost'] },
      { id: 'b', content: 'B', status: 'pending', blockedBy: ['b'] },
      { id: 'b', content: 'B again', status: 'pending' },
    ])
    expect(output.isError).toBe(true)
    expect(output.content).toContain('"ghost", which is not in the list')
    expect(output.content).toContain('cannot be blocked by itself')
    expect(output.content).toContain('share the id "b"')
  })

  it('refuses a cycle in the blockedBy graph and names it', async () => {
    const output = await write([
      { id: 'a', content: 'A', status: 'pending', blockedBy: ['c'] },
      { id: 'b', content: 'B', status: 'pending', blockedBy: ['a'] },
      { id: 'c', content: 'C', status: 'pending', blockedBy: ['b'] },
    ])
    expect(output.isError).toBe(true)
    expect(output.content).toMatch(/cycle: a → c → b → a/)
  })

  it('refuses starting a task whose blockers are not completed', async () => {
    const output = await write([
      { id: 'a', content: 'A', status: 'pending' },
      { id: 'b', content: 'B', status: 'in_progress', blockedBy: ['a'] },
    ])
    expect(output.isError).toBe(true)
    expect(output.content).toContain('"b" cannot be in_progress while "a" is not completed')
  })

  it('replaces the previous list on every call', async () => {
    await write([{ id: 'a', content: 'A', status: 'in_progress' }])
    await write([{ id: 'a', content: 'A', status: 'completed' }])
    expect(store.list('s1')).toEqual([{ id: 'a', content: 'A', status: 'completed', blockedBy: [] }])
  })
})
