import type { z } from 'zod'
import type { todoSchema } from '../../../../../shared/contract/commands/agent'

type Todo = z.output<typeof todoSchema>

/** The problems with a todo list, each phrased for the model to fix; empty when the list is valid. */
export function todoListProblems(todos: readonly Todo[]): string[] {
  const problems: string[] = []
  const byId = new Map<string, Todo>()
  for (const todo of todos) {
    if (byId.has(todo.id)) problems.push(`Two tasks share the id "${todo.id}"; give each task its own id.`)
    byId.set(todo.id, todo)
  }
  for (const todo of todos) {
    for (const blocker of todo.blockedBy) {
      if (blocker === todo.id) problems.push(`Task "${todo.id}" cannot be blocked by itself.`)
      else if (!byId.has(blocker))
        problems.push(`Task "${todo.id}" is blocked by "${blocker}", which is not in the list.`)
    }
  }
  const inProgress = todos.filter((todo) => todo.status === 'in_progress')
  if (inProgress.length > 1) {
    problems.push(
      `Only one task may be in_progress at a time; ${inProgress.map((todo) => `"${todo.id}"`).join(', ')} are. Finish one first.`,
    )
  }
  for (const todo of inProgress) {
    const open = todo.blockedBy.filter((blocker) => byId.get(blocker)?.status !== 'completed' && byId.has(blocker))
    if (open.length > 0) {
      problems.push(
        `Task "${todo.id}" cannot be in_progress while ${open.map((id) => `"${id}"`).join(', ')} is not completed.`,
      )
    }
  }
  const cycle = findCycle(todos, byId)
  if (cycle) problems.push(`The blockedBy links form a cycle: ${cycle.join(' → ')}. Dependencies must form a DAG.`)
  return problems
}

function findCycle(todos: readonly Todo[], byId: Map<string, Todo>): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>()
  const path: string[] = []
  const visit = (id: string): string[] | null => {
    const mark = state.get(id)
    if (mark === 'done') return null
    if (mark === 'visiting') return [...path.slice(path.indexOf(id)), id]
    state.set(id, 'visiting')
    path.push(id)
    for (const blocker of byId.get(id)?.blockedBy ?? []) {
      if (!byId.has(blocker) || blocker === id) continue
      const cycle = visit(blocker)
      if (cycle) return cycle
    }
    path.pop()
    state.set(id, 'done')
    return null
  }
  for (const todo of todos) {
    const cycle = visit(todo.id)
    if (cycle) return cycle
  }
  return null
}
