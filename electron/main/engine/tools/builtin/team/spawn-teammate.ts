import { z } from 'zod'
import { SUBAGENT_MAX_STEPS } from '../../../subagents/subagent-runner'
import { LEAD_MEMBER } from '../../../team/team-inbox'
import { defineTool, toolError, toolResult } from '../../define-tool'
import { memberOf } from './team-service'

export const spawnTeammateTool = defineTool({
  name: 'spawn_teammate',
  description:
    'Start a teammate: an agent working in parallel on its own task with the same tools. It reports to your inbox ' +
    'when done; exchange messages with send_teammate_message, team_broadcast and check_team_inbox.',
  input: z.object({
    name: z.string().describe('Member name, lowercase, e.g. "reviewer-1"'),
    role: z.string().min(1).describe('One line: what this teammate is for'),
    instruction: z.string().min(1).describe('Its complete task'),
  }),
  interruptBehavior: 'block',
  async execute(input, context) {
    const team = context.services.team
    const subagents = context.services.subagents
    if (!team || !subagents) return toolError('Teams are not available in this context.')
    if (memberOf(context) !== LEAD_MEMBER) return toolError('Only the lead agent can add teammates.')
    const invalid = team.validateName(input.name)
    if (invalid) return toolError(`Invalid teammate name: ${invalid}`)
    if (input.name === LEAD_MEMBER || team.members(context.sessionId).includes(input.name)) {
      return toolError(`A member named '${input.name}' already exists.`)
    }
    team.join(context.sessionId, LEAD_MEMBER)
    team.join(context.sessionId, input.name)
    const controller = new AbortController()
    context.signal.addEventListener('abort', () => controller.abort(), { once: true })
    void subagents
      .run({
        parentSessionId: context.sessionId,
        runId: context.runId,
        label: `teammate ${input.name}`,
        agent: input.name,
        instruction: `You are '${input.name}', ${input.role}. Check your inbox with check_team_inbox.\n\n${input.instruction}`,
        maxSteps: SUBAGENT_MAX_STEPS,
        signal: controller.signal,
      })
      .then(
        (outcome) => `${outcome.isError ? 'FAILED' : 'Finished'} after ${outcome.steps} step(s): ${outcome.summary}`,
        (error: unknown) => `FAILED: ${error instanceof Error ? error.message : String(error)}`,
      )
      .then((report) => team.send(context.sessionId, input.name, LEAD_MEMBER, report))
    return toolResult(`Teammate '${input.name}' (${input.role}) is working.`, { member: input.name })
  },
})
