import { execFileSync } from 'node:child_process'
import { mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const context = { signal: new AbortController().signal }
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

const hasPython = (() => {
  try {
    execFileSync('python3', ['-c', 'import venv'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()

describe.skipIf(!hasPython)('the analysis agent knows its Python', () => {
  it('finds a venv in the project folder, probes its modules and says so in the agent’s instructions', async () => {
    const project = realpathSync(mkdtempSync(join(tmpdir(), 'astro-venv-')))
    cleanups.push(() => rmSync(project, { recursive: true, force: true }))
    execFileSync('python3', ['-m', 'venv', '--without-pip', join(project, '.venv')])
    const engine = await makeEngine()
    const model: FakeModelServer = await startFakeModel([
      { calls: [{ id: 'h1', name: 'call_subagent', arguments: { agent_name: 'analysis', instruction: 'Fit it.' } }] },
      { text: 'Done.' },
      { text: 'The analysis agent is done.' },
    ])
    cleanups.push(() => model.close())
    await useFakeModel(engine, model)
    const session = await engine.handlers['session.create']({ projectDir: project }, context)

    const { python, description } = await engine.handlers['project.environment']({ sessionId: session.id }, context)
    expect(python?.origin).toBe('project-venv')
    expect(python?.prefix).toBe(join(project, '.venv'))
    expect(Object.keys(python?.modules ?? {})).toEqual(['numpy', 'scipy', 'astropy', 'matplotlib'])
    expect(description).toContain('a virtual environment in the project folder')

    const { runId } = await engine.handlers['session.prompt'](
      { sessionId: session.id, prompt: 'Fit the light curve' },
      context,
    )
    await engine.waitForRun(session.id, runId)
    const analysisSystem = String(model.requests()[1]?.messages[0]?.content)
    expect(analysisSystem).toContain('You are the analysis agent')
    expect(analysisSystem).toContain(`Python for run_bash: ${python?.executable}`)
  })

  it('uses the interpreter set in Settings, and says plainly when it does not run', async () => {
    const engine = await makeEngine()
    const project = mkdtempSync(join(tmpdir(), 'astro-env-'))
    cleanups.push(() => rmSync(project, { recursive: true, force: true }))
    await engine.handlers['settings.set'](
      { patch: { analysis: { pythonPath: '/nowhere/bin/python' } }, secrets: [] },
      context,
    )
    const session = await engine.handlers['session.create']({ projectDir: project }, context)
    const answer = await engine.handlers['project.environment']({ sessionId: session.id }, context)
    expect(answer.python).toBeNull()
    expect(answer.description).toContain('does not run; tell the user to fix Settings → General → Python')
  })
})
