import { z } from 'zod'
import type { TeamInbox } from '../../../team/team-inbox'
import { defineTool, toolResult } from '../../define-tool'
import { memberOf } from '../team-member'
import description from './description.md'

export function createCheckTeamInboxTool(deps: { team: TeamInbox }) {
  return defineTool({
    name: 'check_team_inbox',
    ui: {
      title: { en: 'Team inbox', 'zh-CN': '团队收件箱' },
      doing: { en: 'Reading the team inbox', 'zh-CN': '正在读取团队收件箱' },
      done: { en: 'Read the team inbox', 'zh-CN': '已读取团队收件箱' },
    },
    description,
    interruptBehavior: 'block',
    input: z.object({}),
    async execute(_input, context) {
      const { team } = deps
      const messages = team.take(context.sessionId, memberOf(context))
      if (messages.length === 0) return toolResult('Your inbox is empty.')
      return toolResult(messages.map((message) => `[from ${message.from}] ${message.content}`).join('\n'), {
        count: messages.length,
      })
    },
  })
}
