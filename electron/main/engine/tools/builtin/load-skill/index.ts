import { z } from 'zod'
import type { SkillRegistry } from '../../../skills/skill-registry'
import { defineTool, toolError, toolResult } from '../../define-tool'
import { SUBAGENT_DEFAULT_MAX_STEPS } from '../../subagent-port'
import description from './description.md'

export function createLoadSkillTool(deps: { skills: SkillRegistry }) {
  return defineTool({
    name: 'load_skill',
    ui: {
      title: { en: 'Load skill', 'zh-CN': '加载技能' },
      doing: { en: 'Loading a skill', 'zh-CN': '正在加载技能' },
      done: { en: 'Loaded a skill', 'zh-CN': '已加载技能' },
    },
    description,
    input: z.object({
      name: z.string().min(1).describe('Skill name'),
      task: z.string().optional().describe('For fork skills: what the subagent should do with the skill'),
    }),
    isConcurrencySafe: () => true,
    // A fork skill is a subagent: bounded by its steps, not by a clock.
    timeoutMs: Number.POSITIVE_INFINITY,
    async execute(input, context) {
      const { skills } = deps
      const skill = await skills.get(input.name)
      if (!skill) {
        const known = (await skills.list()).map(
          (candidate) => `- ${candidate.name} (${candidate.mode}): ${candidate.description}`,
        )
        return toolError(`No skill named '${input.name}'. Available skills:\n${known.join('\n') || '(none)'}`)
      }
      if (skill.mode === 'inline') {
        return toolResult(`<skill name="${skill.name}">\n${skill.instructions}\n</skill>`, {
          skill: skill.name,
          mode: 'inline',
        })
      }
      if (context.silent) return toolError(`Skill '${skill.name}' runs as a subagent, which is not possible here.`)
      const outcome = await context.runSubagent({
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
}
