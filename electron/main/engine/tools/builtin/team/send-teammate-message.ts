import { z } from 'zod'
import { defineTool, toolError, toolResult } from '../../define-tool'
import { memberOf } from './team-service'

export const sendTeammateMessageTool = defineTool({
  name: 'send_teammate_message',
  description: 'Send a message to one team member\'s inbox ("lead" is the main agent).',
  input: z.object({
    to: z.string().min(1).describe('Member name'),
    content: z.string().min(1).describe('The message'),
  }),
  async execute(input, context) {
    const team = context.services.team
    if (!team) return toolError('Teams are not available in this context.')
    try {
      team.send(context.sessionId, memberOf(context), input.to, input.content)
      return toolResult(`Sent to ${input.to}.`)
    } catch (error) {
      return toolError(error instanceof Error ? error.message : String(error))
    }
  },
})
