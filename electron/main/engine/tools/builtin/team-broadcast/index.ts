import { z } from 'zod'
import type { TeamInbox } from '../../../team/team-inbox'
import { defineTool, toolResult } from '../../define-tool'
import { memberOf } from '../team-member'
import description from './description.md'

export function createTeamBroadcastTool(deps: { team: TeamInbox }) {
  return defineTool({
    name: 'team_broadcast',
    ui: {
      title: { en: 'Message team', 'zh-CN': '通知团队' },
      doing: { en: 'Messaging the team', 'zh-CN': '正在通知团队' },
      done: { en: 'Messaged the team', 'zh-CN': '已通知团队' },
    },
    description,
    interruptBehavior: 'block',
    input: z.object({ content: z.string().min(1).describe('The message') }),
    async execute(input, context) {
      const { team } = deps
      const sent = team.broadcast(context.sessionId, memberOf(context), input.content)
      return toolResult(
        sent.length === 0
          ? 'There is nobody else on the team yet.'
          : `Sent to ${sent.map((message) => message.to).join(', ')}.`,
      )
    },
  })
}
