import { readFileSync } from 'node:fs'
import { detailedError } from '../../../shared/contract/error-details'
import type { Handlers } from '../../../shared/contract/handlers'
import { addSkillFolder } from './add-skill-folder'
import type { SkillRegistry } from './skill-registry'

/** Settings → Skills: what is there, a skill's SKILL.md, and adding one from a folder. */
export function createSkillHandlers(deps: {
  skills: SkillRegistry
  skillsDir: string
  isEnabled: (name: string) => boolean
}): Pick<Handlers, 'skills.list' | 'skills.read' | 'skills.add'> {
  const { skills } = deps
  return {
    'skills.list': async () => ({
      skills: (await skills.all()).map((skill) => ({
        name: skill.name,
        description: skill.description,
        mode: skill.mode,
        origin: skill.origin,
        enabled: deps.isEnabled(skill.name),
      })),
      problems: await skills.problems(),
    }),
    'skills.read': async ({ name }) => {
      const skill = (await skills.all()).find((candidate) => candidate.name === name)
      if (!skill) throw detailedError('skill-not-found', { name })
      return { text: readFileSync(skill.path, 'utf8') }
    },
    'skills.add': async ({ folder }) => {
      const name = addSkillFolder(folder, deps.skillsDir)
      skills.reload()
      return { name }
    },
  }
}
