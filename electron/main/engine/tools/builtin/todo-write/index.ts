import { z } from 'zod'
import { todoSchema } from '../../../../../shared/contract/commands/agent'
import { defineTool, toolError, toolResult } from '../../define-tool'
import description from './description.md'
import { todoListProblems } from './validate-todos'

type Todo = z.output<typeof todoSchema>

/** The session's task list, kept by the agent. */
interface TodoBoard {
  replace(sessionId: string, runId: string, todos: readonly Todo[]): void
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

export function createTodoWriteTool(deps: { todos: TodoBoard }) {
  return defineTool({
    name: 'todo_write',
    ui: {
      title: { en: 'To-do list', 'zh-CN': '待办清单' },
      doing: { en: 'Updating the to-do list', 'zh-CN': '正在更新待办清单' },
      done: { en: 'Updated the to-do list', 'zh-CN': '已更新待办清单' },
    },
    description,
    input: z.object({ todos: z.array(todoSchema).max(100).describe('The complete task list, in order') }),
    isConcurrencySafe: () => true,
    async execute(input, context) {
      const store = deps.todos
      const problems = todoListProblems(input.todos)
      if (problems.length > 0) return toolError(`The task list was not saved:\n- ${problems.join('\n- ')}`)
      store.replace(context.sessionId, context.runId, input.todos)
      const done = input.todos.filter((todo) => todo.status === 'completed').length
      return toolResult(`Task list saved (${done}/${input.todos.length} completed):\n${render(input.todos)}`, {
        todos: input.todos,
      })
    },
  })
}
