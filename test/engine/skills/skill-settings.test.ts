import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { useTempDir } from '../../helpers/temp-dir'
import { useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const tempDir = useTempDir('astro-skill-settings-')
const context = { signal: new AbortController().signal }
let model: FakeModelServer | null = null
afterEach(async () => {
  await model?.close()
  model = null
})

const skillText = `---
name: photometry-checklist
description: Checks an aperture photometry reduction step by step
---
1. Check the flat fields.
2. Compare the zero point with the catalogue's.
`

function skillFolder(text = skillText): string {
  const folder = join(tempDir(), 'photometry')
  mkdirSync(folder)
  writeFileSync(join(folder, 'SKILL.md'), text)
  writeFileSync(join(folder, 'zero-points.csv'), 'band,zp\nr,25.1\n')
  return folder
}

describe('Settings → Skills through the engine', () => {
  it('adds a skill from a folder, shows and reads it, and a skill switched off is not offered nor loadable', async () => {
    const engine = await makeEngine()
    const folder = skillFolder()
    expect(await engine.handlers['skills.add']({ folder }, context)).toEqual({ name: 'photometry-checklist' })
    const listed = await engine.handlers['skills.list']({}, context)
    expect(listed.skills.find((skill) => skill.name === 'photometry-checklist')).toEqual({
      name: 'photometry-checklist',
      description: 'Checks an aperture photometry reduction step by step',
      mode: 'inline',
      origin: 'user',
      enabled: true,
    })
    expect((await engine.handlers['skills.read']({ name: 'photometry-checklist' }, context)).text).toBe(skillText)
    await expect(engine.handlers['skills.add']({ folder }, context)).rejects.toMatchObject({ code: 'conflict' })

    model = await startFakeModel([
      { text: 'I can use the photometry checklist.' },
      { calls: [{ id: 'l1', name: 'load_skill', arguments: { name: 'photometry-checklist' } }] },
      { text: 'That skill is off.' },
    ])
    await useFakeModel(engine, model)
    const session = await engine.handlers['session.create']({}, context)
    const systemOf = (index: number) =>
      String(model?.requests()[index]?.messages.find((message) => message.role === 'system')?.content)
    const first = await engine.handlers['session.prompt'](
      { sessionId: session.id, prompt: 'What can you do?' },
      context,
    )
    await expect(engine.waitForRun(session.id, first.runId)).resolves.toBe('stop')
    expect(systemOf(0)).toContain('photometry-checklist')

    await engine.handlers['settings.set'](
      { patch: { skills: { disabled: ['photometry-checklist'] } }, secrets: [] },
      context,
    )
    const after = await engine.handlers['skills.list']({}, context)
    expect(after.skills.find((skill) => skill.name === 'photometry-checklist')?.enabled).toBe(false)
    const second = await engine.handlers['session.prompt']({ sessionId: session.id, prompt: 'Check it' }, context)
    await expect(engine.waitForRun(session.id, second.runId)).resolves.toBe('stop')
    expect(systemOf(1)).not.toContain('photometry-checklist')
    const tool = model.requests()[2]?.messages.find((message) => message.role === 'tool')
    expect(String(tool?.content)).toContain("No skill named 'photometry-checklist'")
  })

  it('refuses a folder without a SKILL.md, one whose SKILL.md is not a skill, and one holding a link', async () => {
    const engine = await makeEngine()
    const empty = join(tempDir(), 'empty')
    mkdirSync(empty)
    await expect(engine.handlers['skills.add']({ folder: empty }, context)).rejects.toThrow('has no SKILL.md')
    const broken = skillFolder('no front matter here\n')
    await expect(engine.handlers['skills.add']({ folder: broken }, context)).rejects.toThrow('front matter')
    const linked = join(tempDir(), 'linked')
    mkdirSync(linked)
    writeFileSync(join(linked, 'SKILL.md'), skillText)
    symlinkSync('/etc/passwd', join(linked, 'passwd'))
    await expect(engine.handlers['skills.add']({ folder: linked }, context)).rejects.toThrow('is a link')
    const listed = await engine.handlers['skills.list']({}, context)
    expect(listed.skills.map((skill) => skill.name)).not.toContain('photometry-checklist')
  })
})
