import { z } from 'zod'
import { defineTool, toolError, toolResult } from '../../define-tool'
import { memberOf } from './team-service'

export const teamBroadcastTool = defineTool({
  name: 'team_broadcast',
  description: 'Send the same message to every other team member.',
  input: z.object({ content: z.string().min(1).describe('The message') }),
  async execute(input, context) {
    const team = context.services.team
    if (!team) return toolError('Teams are not available in this context.')
    const sent = team.broadcast(context.sessionId, memberOf(context), input.content)
    return toolResult(
      sent.length === 0
        ? 'There is nobody else on the team yet.'
        : `Sent to ${sent.map((message) => message.to).join(', ')}.`,
    )
  },
})
