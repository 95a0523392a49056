import { detailedError } from '../../../shared/contract/error-details'
import type { Handlers } from '../../../shared/contract/handlers'
import type { CommandError } from '../../../shared/contract/transport'
import type { Session } from '../../../shared/domain/session'
import type { EventBus } from '../events/event-bus'
import { resolveProjectDir } from './project-dir'
import type { RecentProjectDirs } from './recent-project-dirs'
import type { SessionRepository } from './session-repository'

interface SessionHandlerDeps {
  sessions: SessionRepository
  events: EventBus
  recentProjectDirs: RecentProjectDirs
  /** Where `~` in a typed project folder points. */
  homeDir: string
  /** The data folder, which no project folder may be, hold or lie inside. */
  dataDir: string
}

type SessionHandlers = Pick<
  Handlers,
  | 'session.create'
  | 'session.list'
  | 'session.search'
  | 'session.get'
  | 'session.rename'
  | 'session.delete'
  | 'session.setProjectDir'
  | 'session.setModel'
  | 'session.setPinned'
>

function notFound(id: string): CommandError {
  return detailedError('session-not-found', { id })
}

export function createSessionHandlers(deps: SessionHandlerDeps): SessionHandlers {
  const { sessions, events } = deps
  const projectDirOf = (typed: string | null | undefined) => resolveProjectDir(typed, deps)
  const rememberProjectDir = (session: Session) => {
    if (session.projectDir !== null) deps.recentProjectDirs.remember(session.projectDir)
  }

  function announce(
    session: Pick<Session, 'id'>,
    change: 'created' | 'renamed' | 'deleted' | 'project-changed' | 'model-changed' | 'pinned',
  ): void {
    events.emit({ type: 'session-updated', sessionId: session.id, runId: '', change })
  }

  return {
    'session.create': async (input) => {
      const session = sessions.create({ title: input.title, projectDir: projectDirOf(input.projectDir) })
      rememberProjectDir(session)
      announce(session, 'created')
      return session
    },
    'session.list': async () => sessions.list(),
    'session.search': async ({ query }) => sessions.search(query),
    'session.get': async ({ id }) => {
      const session = sessions.get(id)
      if (!session) throw notFound(id)
      return session
    },
    'session.rename': async ({ id, title }) => {
      const session = sessions.rename(id, title)
      if (!session) throw notFound(id)
      announce(session, 'renamed')
      return session
    },
    'session.setProjectDir': async ({ id, projectDir }) => {
      const session = sessions.setProjectDir(id, projectDirOf(projectDir))
      if (!session) throw notFound(id)
      rememberProjectDir(session)
      announce(session, 'project-changed')
      return session
    },
    'session.setModel': async ({ id, providerId, model }) => {
      const session = sessions.setModel(id, { providerId, model })
      if (!session) throw notFound(id)
      announce(session, 'model-changed')
      return session
    },
    'session.setPinned': async ({ id, pinned }) => {
      const session = sessions.setPinned(id, pinned)
      if (!session) throw notFound(id)
      announce(session, 'pinned')
      return session
    },
    'session.delete': async ({ id }) => {
      const deleted = sessions.delete(id)
      if (deleted) announce({ id }, 'deleted')
      return { deleted }
    },
  }
}
