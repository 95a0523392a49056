import type { Handlers } from '../../../shared/contract/handlers'

/** The user's Stop for a session's teammates (the chat shows who works from the session's events). */
export function createTeamHandlers(deps: {
  /** Ends the session's teammates; false when none was working. */
  stopTeammates(sessionId: string): boolean
}): Pick<Handlers, 'team.stop'> {
  return {
    'team.stop': async ({ sessionId }) => ({ stopped: deps.stopTeammates(sessionId) }),
  }
}
