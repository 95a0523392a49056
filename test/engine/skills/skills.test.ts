import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseSkillFile } from '../../../electron/main/engine/skills/parse-skill-file'
import { createSkillRegistry } from '../../../electron/main/engine/skills/skill-registry'
import { createLoadSkillTool } from '../../../electron/main/engine/tools/builtin/load-skill/index'
import { createSubagentTool } from '../../../electron/main/engine/tools/builtin/subagent/index'
import type { SubagentRequest } from '../../../electron/main/engine/tools/subagent-port'
import { useTempDir } from '../../helpers/temp-dir'
import { createToolContext } from '../tool-context'

const builtIn = resolve(__dirname, '../../../resources/skills')
const tempDir = useTempDir()

function writeSkill(dir: string, name: string, text: string) {
  mkdirSync(join(dir, name), { recursive: true })
  writeFileSync(join(dir, name, 'SKILL.md'), text)
}

describe('skills', () => {
  it('parses front matter and instructions, and explains malformed files', () => {
    const skill = parseSkillFile('---\nname: a-b\ndescription: Does A\n---\nStep one.', '/x/SKILL.md', 'user')
    expect(skill).toMatchObject({ name: 'a-b', description: 'Does A', mode: 'inline', instructions: 'Step one.' })
    expect(() => parseSkillFile('no front matter', '/x/SKILL.md', 'user')).toThrow(/front matter/)
    expect(() => parseSkillFile('---\nname: Bad Name\ndescription: d\n---\nx', '/x/SKILL.md', 'user')).toThrow(
      /kebab-case/,
    )
    expect(() => parseSkillFile('---\nname: a\ndescription: d\n---\n', '/x/SKILL.md', 'user')).toThrow(
      /no instructions/,
    )
  })

  it('ships valid built-in skills, and a user skill replaces a built-in one of the same name', async () => {
    const userDir = tempDir()
    writeSkill(userDir, 'target-dossier', '---\nname: target-dossier\ndescription: Mine\n---\nMy way.')
    writeSkill(userDir, 'broken', 'nothing here')
    const registry = createSkillRegistry([
      { dir: builtIn, origin: 'built-in' },
      { dir: userDir, origin: 'user' },
    ])
    expect((await registry.list()).map((skill) => skill.name)).toEqual(['literature-review', 'target-dossier'])
    expect(await registry.get('target-dossier')).toMatchObject({ origin: 'user', instructions: 'My way.' })
    expect(await registry.problems()).toEqual([expect.stringMatching(/broken.*front matter/)])
  })

  it('load_skill returns inline instructions and lists skills for an unknown name', async () => {
    const skills = createSkillRegistry([{ dir: builtIn, origin: 'built-in' }])
    const inline = await createLoadSkillTool({ skills }).execute({ name: 'target-dossier' }, createToolContext())
    expect(inline.isError).toBe(false)
    expect(inline.content).toMatch(/^<skill name="target-dossier">\n.*query_target/s)
    const unknown = await createLoadSkillTool({ skills }).execute({ name: 'nope' }, createToolContext())
    expect(unknown.isError).toBe(true)
    expect(unknown.content).toContain('- literature-review (fork)')
  })

  it('load_skill forks a subagent that follows the skill and returns only its summary', async () => {
    const skills = createSkillRegistry([{ dir: builtIn, origin: 'built-in' }])
    const requests: SubagentRequest[] = []
    const subagents = {
      run: async (request: SubagentRequest) => {
        requests.push(request)
        return { summary: 'Reviewed 7 papers; artifact literature-review.', steps: 6, isError: false }
      },
    }
    const result = await createLoadSkillTool({ skills }).execute(
      { name: 'literature-review', task: 'Cepheid distance ladder since 2019' },
      createToolContext({ runSubagent: subagents.run }),
    )
    expect(result.content).toBe(
      "Skill 'literature-review' (subagent, 6 steps):\nReviewed 7 papers; artifact literature-review.",
    )
    expect(requests[0]).toMatchObject({ instruction: 'Cepheid distance ladder since 2019', maxSteps: 10 })
    expect(requests[0]?.system).toMatch(/Never invent a paper/)
  })
})

describe('subagent tool', () => {
  it('defaults to 5 steps, refuses more than 10, and refuses to nest', async () => {
    const subagentTool = createSubagentTool()
    const input = subagentTool.input.parse({ instruction: 'Find the redshift of 3C 273' })
    expect(input).toMatchObject({ max_steps: 5 })
    expect(subagentTool.input.safeParse({ instruction: 'x', max_steps: 11 }).success).toBe(false)
    const subagents = { run: async () => ({ summary: 'z = 0.158', steps: 2, isError: false }) }
    const result = await subagentTool.execute(input, createToolContext({ runSubagent: subagents.run }))
    expect(result).toMatchObject({ isError: false, content: 'Subagent finished after 2 step(s):\nz = 0.158' })
    const nested = await subagentTool.execute(input, createToolContext({ runSubagent: subagents.run, silent: true }))
    expect(nested.isError).toBe(true)
  })
})
