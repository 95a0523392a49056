import { LEAD_MEMBER, type TeamInbox } from '../../../team/team-inbox'
import type { ToolContext } from '../../define-tool'

declare module '../../define-tool' {
  interface ToolServices {
    team?: TeamInbox
  }
}

/** The main agent is the team's lead; a teammate's agent name is its member name. */
export const memberOf = (context: ToolContext) => (context.agent === 'main' ? LEAD_MEMBER : context.agent)
