import { z } from 'zod'
import { defineTool, toolError, toolResult } from '../../define-tool'
import { memberOf } from './team-service'

export const checkTeamInboxTool = defineTool({
  name: 'check_team_inbox',
  description: 'Read (and empty) your team inbox: messages and reports from the other members.',
  input: z.object({}),
  async execute(_input, context) {
    const team = context.services.team
    if (!team) return toolError('Teams are not available in this context.')
    const messages = team.take(context.sessionId, memberOf(context))
    if (messages.length === 0) return toolResult('Your inbox is empty.')
    return toolResult(messages.map((message) => `[from ${message.from}] ${message.content}`).join('\n'), {
      count: messages.length,
    })
  },
})
