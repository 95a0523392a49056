import { linkSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { AgentEvent } from '../../electron/shared/contract/events'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../helpers/fake-model/fake-model-server'
import { type FakeToolCall, oneCallPerTurn } from '../helpers/fake-model/fake-turn'
import { promptToEnd } from '../helpers/prompt-to-end'
import { useTempDir } from '../helpers/temp-dir'
import { useTestEngine } from '../helpers/test-engine'

const makeEngine = useTestEngine()
const tempDir = useTempDir('astro-escape-')
let provider: FakeModelServer | undefined
afterEach(async () => {
  await provider?.close()
  provider = undefined
})

const context = { signal: new AbortController().signal }
const SECRET = 'OUTSIDE-SECRET-4f7a'

/** A project folder beside an outside folder holding a secret; runs the calls as a hostile model through the engine. */
async function runCalls(
  calls: Omit<FakeToolCall, 'id'>[],
  prepare: (project: string, outside: string) => void = () => {},
  allowed: string[] = [],
) {
  const base = tempDir()
  const project = join(base, 'project')
  const outside = join(base, 'outside')
  mkdirSync(project)
  mkdirSync(outside)
  writeFileSync(join(outside, 'secret.txt'), `${SECRET}\n`)
  writeFileSync(join(project, 'notes.txt'), 'inside\n')
  prepare(project, outside)
  provider = await startFakeModel(oneCallPerTurn(calls))
  const engine = await makeEngine()
  await useFakeModel(engine, provider)
  const rules = allowed.map((tool) => ({
    id: `allow-${tool}`,
    effect: 'allow' as const,
    tool,
    agent: '*',
    reason: 'test',
    source: 'user' as const,
  }))
  await engine.handlers['settings.set'](
    { patch: { permissions: { timeoutSeconds: 300, rules, agentLevels: {} } }, secrets: [] },
    context,
  )
  const session = await engine.handlers['session.create']({ title: 'Escape', projectDir: project }, context)
  const events = await promptToEnd(engine, 'go', session.id)
  const results = events.filter(
    (event): event is Extract<AgentEvent, { type: 'tool-result' }> => event.type === 'tool-result',
  )
  return { results, outside, project }
}

describe('a hard link inside the project does not expose an outside file', () => {
  it('read_file and grep_files refuse it and never show its content', async () => {
    const { results } = await runCalls(
      [
        { name: 'read_file', arguments: { path: 'leak.txt' } },
        { name: 'grep_files', arguments: { pattern: 'SECRET' } },
      ],
      (project, outside) => linkSync(join(outside, 'secret.txt'), join(project, 'leak.txt')),
    )
    expect(results).toHaveLength(2)
    expect(results[0]).toMatchObject({ name: 'read_file', isError: true })
    expect(results[0]?.output).toMatch(/hard link/)
    expect(results[1]).toMatchObject({ name: 'grep_files' })
    for (const result of results) expect(result.output).not.toContain(SECRET)
  }, 30_000)

  it('file_edit cannot read it either, and the outside file is unchanged', async () => {
    const { results, outside } = await runCalls(
      [{ name: 'file_edit', arguments: { path: 'leak.txt', old_string: SECRET, new_string: 'overwritten' } }],
      (project, outsideDir) => linkSync(join(outsideDir, 'secret.txt'), join(project, 'leak.txt')),
      ['file_edit'],
    )
    expect(results[0]?.isError).toBe(true)
    expect(results[0]?.output).not.toContain(SECRET)
    expect(readFileSync(join(outside, 'secret.txt'), 'utf8')).toBe(`${SECRET}\n`)
  }, 30_000)
})

describe('glob patterns cannot walk outside the roots', () => {
  it.each([
    '\\.\\./outside/*',
    '..{,}/outside/*',
    '.{.,}/outside/*',
    '{..,x}/outside/*',
    '.[.]/outside/*',
    '@(..)/outside/*',
  ])(
    'glob_files %s is refused before walking',
    async (pattern) => {
      const { results } = await runCalls([{ name: 'glob_files', arguments: { pattern } }])
      expect(results[0]).toMatchObject({ name: 'glob_files', isError: true })
      expect(results[0]?.output).toMatch(/Refused pattern/)
      expect(results[0]?.output).not.toContain('secret.txt')
    },
    30_000,
  )
})
