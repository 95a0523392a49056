import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TodoView } from '../../timeline/timeline-types'

const marks: Record<TodoView['status'], string> = { pending: '○', in_progress: '◐', completed: '●' }

/** The assistant's current task list (todo_write), folded to one line until opened. */
export function TodoStrip({ todos }: { todos: readonly TodoView[] }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const listId = useId()
  if (todos.length === 0) return null
  const done = todos.filter((todo) => todo.status === 'completed').length
  const current = todos.find((todo) => todo.status === 'in_progress')
  return (
    <section className="todo-strip" aria-label={t('chat.tasks')} data-testid="todo-strip">
      <button
        type="button"
        className="collapsible-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        {t('chat.tasksProgress', { done, total: todos.length })}
        {current && !open ? <span className="todo-current">· {current.content}</span> : null}
      </button>
      {open ? (
        <ul id={listId} className="todo-list">
          {todos.map((todo) => (
            <li key={todo.id} className={`todo-item todo-${todo.status}`}>
              <span aria-hidden="true">{marks[todo.status]}</span> {todo.content}
              <span className="visually-hidden"> ({t(`chat.taskStatus.${todo.status}`)})</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
