import { detailedError } from '../../../shared/contract/error-details'
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
  | 'session.showVersion'
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
      throw detailedError('session-not-found', { id })
    }
  }
  /** Runs `action` on an existing session, saying a busy session or an unknown run as the window reads them. */
  const onSession = <T>(sessionId: string, action: () => T): T => {
    requireSession(sessionId)
    try {
      return action()
    } catch (error) {
      if (error instanceof SessionBusyError) {
        throw new CommandError('busy', error.message, 'Stop the current run or wait for it to finish.')
      }
      if (error instanceof UnknownRunError) {
        throw detailedError('run-not-found', {})
      }
      throw error
    }
  }
  const startRun = (sessionId: string, start: () => { runId: string }, prompt?: string) =>
    onSession(sessionId, () => {
      const started = start()
      if (prompt !== undefined) deps.onPrompt(sessionId, prompt)
      return started
    })
  return {
    'session.prompt': async ({ sessionId, prompt }) =>
      startRun(sessionId, () => deps.runtime.prompt(sessionId, prompt), prompt),
    'session.regenerate': async ({ sessionId, runId }) =>
      startRun(sessionId, () => deps.runtime.rerun(sessionId, runId)),
    'session.editPrompt': async ({ sessionId, runId, prompt }) =>
      startRun(sessionId, () => deps.runtime.rerun(sessionId, runId, prompt), prompt),
    'session.showVersion': async ({ sessionId, runId }) => ({
      shown: onSession(sessionId, () => deps.runtime.showVersion(sessionId, runId)),
    }),
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
