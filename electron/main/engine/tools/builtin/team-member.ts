import { LEAD_MEMBER } from '../../team/team-inbox'
import type { ToolContext } from '../define-tool'

/** The main agent is the team's lead; a teammate's agent name is its member name. */
export const memberOf = (context: ToolContext) => (context.agent === 'main' ? LEAD_MEMBER : context.agent)
