import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Skill } from './skill'

export interface SkillSource {
  dir: string
  origin: Skill['origin']
}

export interface SkillRegistry {
  /** The skills the model may use (those switched on). */
  list(): Promise<Skill[]>
  get(name: string): Promise<Skill | undefined>
  /** Every skill found, switched on or off (Settings → Skills). */
  all(): Promise<Skill[]>
  /** Files that could not be read as skills, with the reason (shown in Settings, never fatal). */
  problems(): Promise<string[]>
  /** The folders are read again when a skill is next asked for. */
  reload(): void
}

interface LoadedSkills {
  skills: Map<string, Skill>
  problems: string[]
}

/**
 * Skills are folders holding a SKILL.md; a user skill replaces a built-in one of the same name. The folders are read
 * (and the YAML parser loaded) when a skill is first asked for, not when the registry is made.
 */
export function createSkillRegistry(
  sources: SkillSource[],
  isEnabled: (name: string) => boolean = () => true,
): SkillRegistry {
  let loaded: Promise<LoadedSkills> | null = null

  const read = async (): Promise<LoadedSkills> => {
    const { parseSkillFile } = await import('./parse-skill-file')
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
    return { skills: new Map([...found.entries()].sort(([a], [b]) => a.localeCompare(b))), problems: issues }
  }
  const current = () => {
    loaded ??= read()
    return loaded
  }

  return {
    list: async () => [...(await current()).skills.values()].filter((skill) => isEnabled(skill.name)),
    get: async (name) => (isEnabled(name) ? (await current()).skills.get(name) : undefined),
    all: async () => [...(await current()).skills.values()],
    problems: async () => (await current()).problems,
    reload: () => {
      loaded = null
    },
  }
}
