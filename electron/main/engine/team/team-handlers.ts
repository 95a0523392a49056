import type { Handlers } from '../../../shared/contract/handlers'
import type { TeamRoster } from './team-roster'

/** The chat's teammates strip: who is working in a session, and the user's Stop for them. */
export function createTeamHandlers(deps: {
  roster: TeamRoster
  /** Ends the session's teammates; false when none was working. */
  stopTeammates(sessionId: string): boolean
}): Pick<Handlers, 'team.list' | 'team.stop'> {
  return {
    'team.list': async ({ sessionId }) => ({ teammates: deps.roster.list(sessionId) }),
    'team.stop': async ({ sessionId }) => ({ stopped: deps.stopTeammates(sessionId) }),
  }
}
