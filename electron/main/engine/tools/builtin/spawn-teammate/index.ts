import { z } from 'zod'
import { LEAD_MEMBER, type TeamInbox } from '../../../team/team-inbox'
import type { TeamRoster } from '../../../team/team-roster'
import { defineTool, toolError, toolResult } from '../../define-tool'
import { SUBAGENT_MAX_STEPS } from '../../subagent-port'
import { memberOf } from '../team-member'
import description from './description.md'

export function createSpawnTeammateTool(deps: { team: TeamInbox; roster: TeamRoster }) {
  return defineTool({
    name: 'spawn_teammate',
    ui: {
      title: { en: 'Add teammate', 'zh-CN': '添加队友' },
      doing: { en: 'Starting a teammate', 'zh-CN': '正在启动队友' },
      done: { en: 'Started a teammate', 'zh-CN': '已启动队友' },
    },
    description,
    input: z.object({
      name: z.string().describe('Member name, lowercase, e.g. "reviewer-1"'),
      role: z.string().min(1).describe('One line: what this teammate is for'),
      instruction: z.string().min(1).describe('Its complete task'),
    }),
    interruptBehavior: 'block',
    // Bounded by its steps, not by a clock.
    timeoutMs: Number.POSITIVE_INFINITY,
    async execute(input, context) {
      const { team } = deps
      if (memberOf(context) !== LEAD_MEMBER) return toolError('Only the lead agent can add teammates.')
      const invalid = team.validateName(input.name)
      if (invalid) return toolError(`Invalid teammate name: ${invalid}`)
      if (input.name === LEAD_MEMBER || team.members(context.sessionId).includes(input.name)) {
        return toolError(`A member named '${input.name}' already exists.`)
      }
      team.join(context.sessionId, LEAD_MEMBER)
      team.join(context.sessionId, input.name)
      deps.roster.started(context.sessionId, context.runId, { name: input.name, role: input.role })
      // The teammate outlives this call and its run; the user's Stop, deleting the session or closing the app ends it.
      void context
        .runSubagent({
          label: `teammate ${input.name}`,
          agent: input.name,
          instruction: `You are '${input.name}', ${input.role}. Check your inbox with check_team_inbox.\n\n${input.instruction}`,
          maxSteps: SUBAGENT_MAX_STEPS,
          signal: context.sessionSignal,
        })
        .then(
          (outcome) => `${outcome.isError ? 'FAILED' : 'Finished'} after ${outcome.steps} step(s): ${outcome.summary}`,
          (error: unknown) => `FAILED: ${error instanceof Error ? error.message : String(error)}`,
        )
        .then((report) => {
          deps.roster.ended(context.sessionId, context.runId, input.name)
          team.send(context.sessionId, input.name, LEAD_MEMBER, report)
        })
      return toolResult(`Teammate '${input.name}' (${input.role}) is working.`, { member: input.name })
    },
  })
}
