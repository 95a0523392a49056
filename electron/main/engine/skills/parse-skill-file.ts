import { parse as parseYaml } from 'yaml'
import { type Skill, skillFrontmatterSchema } from './skill'

/** Parses a SKILL.md: YAML front matter between `---` lines, then the Markdown instructions. */
export function parseSkillFile(text: string, path: string, origin: Skill['origin']): Skill {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text)
  if (!match)
    throw new Error(`${path}: a SKILL.md starts with front matter between '---' lines (name, description, mode)`)
  const frontmatter = skillFrontmatterSchema.safeParse(parseYaml(match[1] ?? ''))
  if (!frontmatter.success) {
    const problems = frontmatter.error.issues.map(
      (issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`,
    )
    throw new Error(`${path}: ${problems.join('; ')}`)
  }
  const instructions = (match[2] ?? '').trim()
  if (instructions.length === 0) throw new Error(`${path}: the skill has no instructions after its front matter`)
  return { ...frontmatter.data, instructions, path, origin }
}
