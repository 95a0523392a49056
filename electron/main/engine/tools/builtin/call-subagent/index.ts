import { z } from 'zod'
import { type AgentProfiles, callableAgents, LEAD_AGENT } from '../../../agents/agent-profiles'
import { defineTool, toolError, toolResult } from '../../define-tool'
import description from './description.md'

/** Only checks the route; the agent loop switches to the agent after the turn (its executor runs this call last). */
export function createCallSubagentTool(deps: { agents: AgentProfiles }) {
  return defineTool({
    name: 'call_subagent',
    ui: {
      title: { en: 'Hand over to an agent', 'zh-CN': '转交给代理' },
      doing: { en: 'Handing over to an agent', 'zh-CN': '正在转交给代理' },
      done: { en: 'Handed over to an agent', 'zh-CN': '已转交给代理' },
    },
    description,
    input: z.object({
      agent_name: z.string().min(1).describe('The agent to hand over to, e.g. "literature"'),
      instruction: z.string().min(1).describe('Its complete task, with the context it needs'),
    }),
    isAgentSwitch: true,
    async execute(input, context) {
      if (context.agent !== LEAD_AGENT) return toolError('Only the lead agent can hand work to another agent.')
      const others = callableAgents(deps.agents)
      const target = others.find((profile) => profile.name === input.agent_name)
      if (!target) {
        const names = others.map((profile) => profile.name).join(', ')
        const internal = deps.agents.get(input.agent_name)?.internal === true
        const why = internal
          ? `'${input.agent_name}' is an internal agent the app runs itself; it cannot be handed work.`
          : `There is no agent named '${input.agent_name}'.`
        return toolError(`${why} Agents you can call: ${names}.`)
      }
      return toolResult(`The ${target.name} agent takes over with this task:\n${input.instruction}`, {
        agent: target.name,
      })
    },
  })
}
