import type { AnyToolDefinition } from '../define-tool'
import { checkTeamInboxTool } from './team/check-team-inbox'
import { sendTeammateMessageTool } from './team/send-teammate-message'
import { spawnTeammateTool } from './team/spawn-teammate'
import { teamBroadcastTool } from './team/team-broadcast'

export const teamTools: AnyToolDefinition[] = [
  spawnTeammateTool,
  sendTeammateMessageTool,
  teamBroadcastTool,
  checkTeamInboxTool,
]
