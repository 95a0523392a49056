import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { CommandError } from '../../electron/shared/contract/transport'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../helpers/fake-model/fake-model-server'
import { oneCallPerTurn } from '../helpers/fake-model/fake-turn'
import { eventsOfType, promptToEnd } from '../helpers/prompt-to-end'
import { useTempDir } from '../helpers/temp-dir'
import { useTestEngine } from '../helpers/test-engine'

const makeEngine = useTestEngine()
const tempDir = useTempDir('astro-project-data-')
let provider: FakeModelServer | undefined
afterEach(async () => {
  await provider?.close()
  provider = undefined
})

const context = { signal: new AbortController().signal }
const TOKEN = 'ads-token-7c1e5b2a9d'

/** A home folder holding the data folder (as the default data folder sits in the home folder), with secrets.json. */
async function homeHoldingDataDir() {
  const home = tempDir()
  const dataDir = join(home, '.local', 'share', 'AstroResearch')
  mkdirSync(dataDir, { recursive: true })
  const engine = await makeEngine({ dataDir, hostPorts: { homeDir: home } })
  writeFileSync(join(dataDir, 'secrets.json'), JSON.stringify({ 'ads-token': TOKEN }))
  return { home, dataDir, engine }
}

async function createError(run: () => Promise<unknown>): Promise<CommandError> {
  const error = await run().then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(CommandError)
  return error as CommandError
}

describe('threat: the data folder (database, keys) opened to the file tools as a project folder', () => {
  it('session.create and session.setProjectDir refuse the data folder, a folder holding it and one inside it', async () => {
    const { home, dataDir, engine } = await homeHoldingDataDir()
    mkdirSync(join(dataDir, 'logs'), { recursive: true })
    for (const projectDir of [dataDir, home, '~', join(dataDir, 'logs')]) {
      const error = await createError(() => engine.handlers['session.create']({ title: 'x', projectDir }, context))
      expect(error.code).toBe('invalid-project-dir')
      expect(error.message).toContain(dataDir)
    }
    const session = await engine.handlers['session.create']({ title: 'Fine' }, context)
    const error = await createError(() =>
      engine.handlers['session.setProjectDir']({ id: session.id, projectDir: home }, context),
    )
    expect(error.code).toBe('invalid-project-dir')
    const project = join(home, 'thesis')
    mkdirSync(project)
    const accepted = await engine.handlers['session.create']({ title: 'Thesis', projectDir: project }, context)
    expect(accepted.projectDir).toBe(project)
  })

  it('a project folder stored before the rule is not opened: read_file and grep_files never return secrets.json', async () => {
    const { home, dataDir, engine } = await homeHoldingDataDir()
    const session = await engine.handlers['session.create']({ title: 'Old' }, context)
    engine.db().prepare('update sessions set project_dir = ? where id = ?').run(home, session.id)
    provider = await startFakeModel(
      oneCallPerTurn([
        { name: 'read_file', arguments: { path: join(dataDir, 'secrets.json') } },
        { name: 'grep_files', arguments: { pattern: 'ads-token', path: home } },
      ]),
    )
    await useFakeModel(engine, provider)
    const events = await promptToEnd(engine, 'Read my keys', session.id)
    const results = eventsOfType(events, 'tool-result')
    expect(results.map((result) => [result.name, result.isError])).toEqual([
      ['read_file', true],
      ['grep_files', true],
    ])
    expect(JSON.stringify(events)).not.toContain(TOKEN)
    expect(JSON.stringify(provider.requests())).not.toContain(TOKEN)
  })
})
