import { describe, expect, it } from 'vitest'
import { READ_ARTIFACT_MAX_CHARS } from '../../../electron/main/engine/artifacts/artifact-slice'
import type { AnyToolDefinition, ToolContext } from '../../../electron/main/engine/tools/define-tool'
import { createArtifactFixture } from './artifact-fixture'

function tool(tools: AnyToolDefinition[], name: string): AnyToolDefinition {
  const found = tools.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`no tool ${name}`)
  return found
}

async function call(tools: AnyToolDefinition[], name: string, input: Record<string, unknown>, context: ToolContext) {
  const definition = tool(tools, name)
  return definition.execute(definition.input.parse(input), context)
}

describe('artifact tools', () => {
  it('create → update (fuzzy) → read shows the new version and the snapshot reaches the UI', async () => {
    const { context, tools } = createArtifactFixture()
    const created = await call(
      tools,
      'create_artifact',
      { id: 'notes', title: 'Notes', content: 'M87* shadow: 42 µas' },
      context,
    )
    expect(created.isError).toBe(false)
    expect(created.metadata).toMatchObject({
      artifact_snapshot: { id: 'notes', version: 1, contentType: 'text/markdown' },
    })

    const updated = await call(
      tools,
      'update_artifact',
      { id: 'notes', old_str: 'M87* shadow:  42 µas', new_str: 'M87* shadow: 42 ± 3 µas' },
      context,
    )
    expect(updated.isError).toBe(false)
    expect(updated.content).toMatch(/version 2.*fuzzy match/s)

    const read = await call(tools, 'read_artifact', { id: 'notes' }, context)
    expect(read.content).toContain('M87* shadow: 42 ± 3 µas')
    expect(read.content).toContain('has_more="false"')
  })

  it('update refusals come back as error results the model can read', async () => {
    const { context, tools } = createArtifactFixture()
    await call(tools, 'create_artifact', { id: 'a', title: 'A', content: 'alpha beta gamma' }, context)
    const refused = await call(
      tools,
      'update_artifact',
      { id: 'a', old_str: 'completely unrelated sentence here', new_str: 'x' },
      context,
    )
    expect(refused.isError).toBe(true)
    expect(refused.content).toMatch(/not found/)
    const missing = await call(tools, 'update_artifact', { id: 'b', old_str: 'x', new_str: 'y' }, context)
    expect(missing.isError).toBe(true)
    expect(missing.content).toMatch(/No artifact 'b'/)
  })

  it('pages by lines and continues with the hint', async () => {
    const { context, tools } = createArtifactFixture()
    const content = Array.from({ length: 30 }, (_, index) => `line ${index + 1}`).join('\n')
    await call(tools, 'create_artifact', { id: 'long', title: 'Long', content }, context)
    const first = await call(tools, 'read_artifact', { id: 'long', limit: 10 }, context)
    expect(first.content).toContain('shown_lines="1-10" total_lines="30" has_more="true"')
    expect(first.content).toContain("read_artifact(id='long', offset=11)")
    const last = await call(tools, 'read_artifact', { id: 'long', offset: 21 }, context)
    expect(last.content).toContain('shown_lines="21-30"')
    expect(last.content).toContain('has_more="false"')
    expect(last.content).not.toContain('<hint>')
  })

  it('caps an unlimited read at 50,000 characters with has_more and a continuation hint', async () => {
    const { context, tools } = createArtifactFixture()
    const line = 'x'.repeat(999)
    const content = Array.from({ length: 120 }, () => line).join('\n')
    await call(tools, 'create_artifact', { id: 'big', title: 'Big', content, content_type: 'text/plain' }, context)
    const read = await call(tools, 'read_artifact', { id: 'big' }, context)
    expect(read.content).toContain('shown_lines="1-50" total_lines="120" has_more="true"')
    expect(read.content).toContain('offset=51')
    expect(read.content.length).toBeLessThan(READ_ARTIFACT_MAX_CHARS + 500)
    expect(tool(tools, 'read_artifact').maxResultChars).toBe(Number.POSITIVE_INFINITY)
  })

  it('reads an earlier version', async () => {
    const { context, tools } = createArtifactFixture()
    await call(tools, 'create_artifact', { id: 'v', title: 'V', content: 'first' }, context)
    await call(tools, 'rewrite_artifact', { id: 'v', content: 'second' }, context)
    const old = await call(tools, 'read_artifact', { id: 'v', version: 1 }, context)
    expect(old.content).toContain('version="1"')
    expect(old.content).toContain('first')
  })

  it('greps every artifact of the session in heading style, or one by id', async () => {
    const { context, tools } = createArtifactFixture()
    await call(
      tools,
      'create_artifact',
      { id: 'obs', title: 'Obs', content: 'target: M31\nexposure 300 s\ntarget: M33' },
      context,
    )
    await call(tools, 'create_artifact', { id: 'plan', title: 'Plan', content: 'observe M31 tonight' }, context)
    await call(tools, 'create_artifact', { id: 'other', title: 'Other', content: 'no galaxies here' }, context)
    const all = await call(tools, 'grep_artifact', { pattern: 'M3[13]' }, context)
    expect(all.content).toBe('obs (v1)\n1:target: M31\n--\n3:target: M33\n\nplan (v1)\n1:observe M31 tonight')
    const withContext = await call(tools, 'grep_artifact', { pattern: 'exposure', id: 'obs', context: 1 }, context)
    expect(withContext.content).toBe('obs (v1)\n1-target: M31\n2:exposure 300 s\n3-target: M33')
    const literal = await call(tools, 'grep_artifact', { pattern: 'M3[', fixed_strings: true }, context)
    expect(literal.content).toMatch(/No matches/)
    const insensitive = await call(
      tools,
      'grep_artifact',
      { pattern: 'TARGET', ignore_case: true, max_count: 1 },
      context,
    )
    expect(insensitive.content).toBe('obs (v1)\n1:target: M31')
    const invalid = await call(tools, 'grep_artifact', { pattern: 'M3[' }, context)
    expect(invalid.isError).toBe(true)
    expect(invalid.content).toMatch(/fixed_strings=true/)
  })

  it('reading and grepping are concurrency-safe; writes are shielded from interruption', () => {
    const { tools } = createArtifactFixture()
    expect(tool(tools, 'read_artifact').isConcurrencySafe?.({})).toBe(true)
    expect(tool(tools, 'grep_artifact').isConcurrencySafe?.({})).toBe(true)
    for (const name of ['create_artifact', 'update_artifact', 'rewrite_artifact']) {
      expect(tool(tools, name).interruptBehavior).toBe('block')
      expect(tool(tools, name).isConcurrencySafe).toBeUndefined()
    }
  })
})
