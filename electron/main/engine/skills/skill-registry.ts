import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseSkillFile } from './parse-skill-file'
import type { Skill } from './skill'

export interface SkillSource {
  dir: string
  origin: Skill['origin']
}

export interface SkillRegistry {
  list(): Skill[]
  get(name: string): Skill | undefined
  /** Files that could not be read as skills, with the reason (shown in Settings, never fatal). */
  problems(): string[]
  reload(): void
}

/** Skills are folders holding a SKILL.md; a user skill replaces a built-in one of the same name. */
export function createSkillRegistry(sources: SkillSource[]): SkillRegistry {
  let skills = new Map<string, Skill>()
  let problems: string[] = []

  const reload = () => {
    const found = new Map<string, Skill>()
    const issues: string[] = []
    for (const source of sources) {
      if (!existsSync(source.dir)) continue
      for (const entry of readdirSync(source.dir, { withFileTypes: true })) {
        const file = join(source.dir, entry.name, 'SKILL.md')
        if (!entry.isDirectory() || !existsSync(file)) continue
        try {
          const skill = parseSkillFile(readFileSync(file, 'utf8'), file, source.origin)
          found.set(skill.name, skill)
        } catch (error) {
          issues.push(error instanceof Error ? error.message : String(error))
        }
      }
    }
    skills = new Map([...found.entries()].sort(([a], [b]) => a.localeCompare(b)))
    problems = issues
  }
  reload()

  return {
    list: () => [...skills.values()],
    get: (name) => skills.get(name),
    problems: () => problems,
    reload,
  }
}
