import { z } from 'zod'
import type { SkillRegistry } from '../../../skills/skill-registry'
import { SUBAGENT_DEFAULT_MAX_STEPS, type SubagentRunner } from '../../../subagents/subagent-runner'
import { defineTool, toolError, toolResult } from '../../define-tool'

declare module '../../define-tool' {
  interface ToolServices {
    skills?: SkillRegistry
    subagents?: SubagentRunner
  }
}

export const loadSkillTool = defineTool({
  name: 'load_skill',
  description:
    'Load a skill: step-by-step know-how for a recurring research task. Inline skills return their instructions to ' +
    'you; fork skills are carried out by a subagent, which returns a summary. Call with an unknown name to list skills.',
  input: z.object({
    name: z.string().min(1).describe('Skill name'),
    task: z.string().optional().describe('For fork skills: what the subagent should do with the skill'),
  }),
  isConcurrencySafe: () => true,
  async execute(input, context) {
    const skills = context.services.skills
    if (!skills) return toolError('Skills are not available in this context.')
    const skill = skills.get(input.name)
    if (!skill) {
      const known = skills
        .list()
        .map((candidate) => `- ${candidate.name} (${candidate.mode}): ${candidate.description}`)
      return toolError(`No skill named '${input.name}'. Available skills:\n${known.join('\n') || '(none)'}`)
    }
    if (skill.mode === 'inline') {
      return toolResult(`<skill name="${skill.name}">\n${skill.instructions}\n</skill>`, {
        skill: skill.name,
        mode: 'inline',
      })
    }
    const subagents = context.services.subagents
    if (!subagents || context.silent)
      return toolError(`Skill '${skill.name}' runs as a subagent, which is not possible here.`)
    const outcome = await subagents.run({
      parentSessionId: context.sessionId,
      runId: context.runId,
      label: `skill ${skill.name}`,
      instruction: input.task ?? skill.description,
      system: skill.instructions,
      maxSteps: skill.maxSteps ?? SUBAGENT_DEFAULT_MAX_STEPS,
      signal: context.signal,
    })
    const text = `Skill '${skill.name}' (subagent, ${outcome.steps} steps):\n${outcome.summary}`
    return outcome.isError
      ? toolError(text)
      : toolResult(text, { skill: skill.name, mode: 'fork', steps: outcome.steps })
  },
})
