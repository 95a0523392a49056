import type { Handlers } from '../../../shared/contract/handlers'
import { CommandError } from '../../../shared/contract/transport'
import { type AgentRuntime, SessionBusyError } from './agent-runtime'
import type { TodoStore } from './todos/todo-store'

export type AgentHandlers = Pick<
  Handlers,
  'session.prompt' | 'session.cancel' | 'session.messages' | 'session.events' | 'session.todos'
>

export function createAgentHandlers(deps: {
  runtime: AgentRuntime
  todos: TodoStore
  sessionExists(id: string): boolean
}): AgentHandlers {
  const requireSession = (id: string) => {
    if (!deps.sessionExists(id)) {
      throw new CommandError(
        'not-found',
        `No session with id ${id}.`,
        'Reload the session list; it may have been deleted.',
      )
    }
  }
  return {
    'session.prompt': async ({ sessionId, prompt }) => {
      requireSession(sessionId)
      try {
        return deps.runtime.prompt(sessionId, prompt)
      } catch (error) {
        if (error instanceof SessionBusyError) {
          throw new CommandError('busy', error.message, 'Stop the current run or wait for it to finish.')
        }
        throw error
      }
    },
    'session.cancel': async ({ sessionId, runId }) => ({ cancelled: deps.runtime.cancel(sessionId, runId) }),
    'session.messages': async ({ sessionId }) => {
      requireSession(sessionId)
      return deps.runtime.history(sessionId)
    },
    'session.events': async ({ sessionId }) => {
      requireSession(sessionId)
      return deps.runtime.timeline(sessionId)
    },
    'session.todos': async ({ sessionId }) => {
      requireSession(sessionId)
      return { todos: deps.todos.list(sessionId) }
    },
  }
}
