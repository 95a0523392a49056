import type { Handlers } from '../../../shared/contract/handlers'
import { CommandError } from '../../../shared/contract/transport'
import type { Teammate } from '../../../shared/domain/teammate'
import { type AgentRuntime, SessionBusyError, UnknownRunError } from './agent-runtime'
import type { TodoStore } from './todos/todo-store'

export type AgentHandlers = Pick<
  Handlers,
  | 'session.prompt'
  | 'session.regenerate'
  | 'session.editPrompt'
  | 'session.cancel'
  | 'session.messages'
  | 'session.events'
  | 'session.todos'
>

export function createAgentHandlers(deps: {
  runtime: AgentRuntime
  todos: TodoStore
  /** The session's teammates still working. */
  teammates(sessionId: string): Teammate[]
  sessionExists(id: string): boolean
  /** Called with every prompt the user wrote that started a run; names a session without a title of its own. */
  onPrompt(sessionId: string, prompt: string): void
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
  const startRun = (sessionId: string, start: () => { runId: string }, prompt?: string) => {
    requireSession(sessionId)
    try {
      const started = start()
      if (prompt !== undefined) deps.onPrompt(sessionId, prompt)
      return started
    } catch (error) {
      if (error instanceof SessionBusyError) {
        throw new CommandError('busy', error.message, 'Stop the current run or wait for it to finish.')
      }
      if (error instanceof UnknownRunError) {
        throw new CommandError('not-found', error.message, 'Reload the session; that message may have been replaced.')
      }
      throw error
    }
  }
  return {
    'session.prompt': async ({ sessionId, prompt }) =>
      startRun(sessionId, () => deps.runtime.prompt(sessionId, prompt), prompt),
    'session.regenerate': async ({ sessionId, runId }) =>
      startRun(sessionId, () => deps.runtime.rerun(sessionId, runId)),
    'session.editPrompt': async ({ sessionId, runId, prompt }) =>
      startRun(sessionId, () => deps.runtime.rerun(sessionId, runId, prompt), prompt),
    'session.cancel': async ({ sessionId, runId }) => ({ cancelled: deps.runtime.cancel(sessionId, runId) }),
    'session.messages': async ({ sessionId }) => {
      requireSession(sessionId)
      return deps.runtime.history(sessionId)
    },
    'session.events': async ({ sessionId }) => {
      requireSession(sessionId)
      const timeline = deps.runtime.timeline(sessionId)
      const todos = deps.todos.list(sessionId)
      const teammates = deps.teammates(sessionId)
      // The task list and the working teammates as they stand close the history, so a reload shows them again.
      const last = timeline.events.at(-1)
      const base = { seq: 0, sessionId, runId: last?.runId ?? '', at: last?.at ?? 0 }
      const closing = [
        ...(todos.length > 0 ? [{ ...base, type: 'todo-updated' as const, todos }] : []),
        ...(teammates.length > 0 ? [{ ...base, type: 'team-changed' as const, teammates }] : []),
      ]
      return closing.length === 0 ? timeline : { ...timeline, events: [...timeline.events, ...closing] }
    },
    'session.todos': async ({ sessionId }) => {
      requireSession(sessionId)
      return { todos: deps.todos.list(sessionId) }
    },
  }
}
