import { z } from 'zod'
import type { TeamInbox } from '../../../team/team-inbox'
import { defineTool, toolResult } from '../../define-tool'
import { memberOf } from '../team-member'
import description from './description.md'

export function createSendTeammateMessageTool(deps: { team: TeamInbox }) {
  return defineTool({
    name: 'send_teammate_message',
    ui: {
      title: { en: 'Message teammate', 'zh-CN': '给队友发消息' },
      doing: { en: 'Messaging a teammate', 'zh-CN': '正在给队友发消息' },
      done: { en: 'Messaged a teammate', 'zh-CN': '已给队友发消息' },
    },
    description,
    interruptBehavior: 'block',
    input: z.object({
      to: z.string().min(1).describe('Member name'),
      content: z.string().min(1).describe('The message'),
    }),
    async execute(input, context) {
      const { team } = deps
      team.send(context.sessionId, memberOf(context), input.to, input.content)
      return toolResult(`Sent to ${input.to}.`)
    },
  })
}
