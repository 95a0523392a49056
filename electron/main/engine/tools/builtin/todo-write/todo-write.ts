import { z } from 'zod'
import { todoSchema } from '../../../../../shared/contract/commands/agent'
import type { Todo } from '../../../agent/todos/todo'
import type { TodoStore } from '../../../agent/todos/todo-store'
import { todoListProblems } from '../../../agent/todos/validate-todos'
import { defineTool, toolError, toolResult } from '../../define-tool'

declare module '../../define-tool' {
  interface ToolServices {
    todos?: TodoStore
  }
}

const marks: Record<Todo['status'], string> = { pending: '[ ]', in_progress: '[~]', completed: '[x]' }

function render(todos: readonly Todo[]): string {
  if (todos.length === 0) return 'The task list is empty.'
  return todos
    .map((todo) => {
      const blocked = todo.blockedBy.length > 0 ? ` (after ${todo.blockedBy.join(', ')})` : ''
      return `${marks[todo.status]} ${todo.id}: ${todo.content}${blocked}`
    })
    .join('\n')
}

export const todoWriteTool = defineTool({
  name: 'todo_write',
  description:
    'Plan and track a multi-step research task. Send the whole list every time (it replaces the previous one). ' +
    'Each task has an id, a short description, a status (pending, in_progress, completed) and optional blockedBy ids ' +
    'of tasks that must be completed first. Keep exactly one task in_progress while working; mark it completed as ' +
    'soon as it is done. Dependencies must not form a cycle.',
  input: z.object({ todos: z.array(todoSchema).max(100).describe('The complete task list, in order') }),
  isConcurrencySafe: () => true,
  async execute(input, context) {
    const store = context.services.todos
    if (!store) return toolError('The task list is not available in this context.')
    const problems = todoListProblems(input.todos)
    if (problems.length > 0) return toolError(`The task list was not saved:\n- ${problems.join('\n- ')}`)
    store.replace(context.sessionId, context.runId, input.todos)
    const done = input.todos.filter((todo) => todo.status === 'completed').length
    return toolResult(`Task list saved (${done}/${input.todos.length} completed):\n${render(input.todos)}`, {
      todos: input.todos,
    })
  },
})
