import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOOL_RESULTS_MAX_AGE_MS } from '../../../electron/main/engine/tools/executor'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { eventsOfType, promptToEnd } from '../../helpers/prompt-to-end'
import { type TestEngine, useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})
const context = { signal: new AbortController().signal }

function temporaryDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** A project whose catalogue has 300 galaxies and 300 stars: each grep's output is far past 4000 characters. */
function projectWithCatalogue(): string {
  const project = temporaryDir('astro-project-')
  const galaxies = Array.from({ length: 300 }, (_, index) => `NGC ${1000 + index} galaxy z=0.0${index % 10}`)
  const stars = Array.from({ length: 300 }, (_, index) => `HD ${20000 + index} star V=${(index % 9) + 3}.1`)
  writeFileSync(join(project, 'catalogue.txt'), `${[...galaxies, ...stars].join('\n')}\n`)
  return project
}

const xmlGrep = (pattern: string) =>
  `Searching.<tool_call><name>grep_files</name><params><pattern><![CDATA[${pattern}]]></pattern><max_count>1000</max_count></params></tool_call>`

async function xmlEngine(): Promise<{ engine: TestEngine; model: FakeModelServer }> {
  const engine = await makeEngine()
  const model = await startFakeModel([
    { text: xmlGrep('galaxy') },
    { text: 'Found the galaxies.' },
    { text: xmlGrep('star') },
    { text: 'Found the stars.' },
  ])
  cleanups.push(() => model.close())
  await useFakeModel(engine, model, { toolProtocol: 'xml' })
  return { engine, model }
}

const persistedPath = (events: AgentEvent[]) => {
  const [result] = eventsOfType(events, 'tool-result')
  return String(result?.metadata.persisted_path)
}

describe('persisted tool results', () => {
  it('of two runs in XML mode get their own call ids and files; the session’s files go with the session', async () => {
    const { engine } = await xmlEngine()
    const session = await engine.handlers['session.create']({ projectDir: projectWithCatalogue() }, context)
    const first = await promptToEnd(engine, 'List the galaxies.', session.id)
    const second = await promptToEnd(engine, 'List the stars.', session.id)

    const [firstCall] = eventsOfType(first, 'tool-call')
    const [secondCall] = eventsOfType(second, 'tool-call')
    expect(firstCall?.toolCallId).toMatch(/^xml_call_/)
    expect(secondCall?.toolCallId).not.toBe(firstCall?.toolCallId)

    const firstFile = persistedPath(first)
    const secondFile = persistedPath(second)
    expect(secondFile).not.toBe(firstFile)
    expect(readFileSync(firstFile, 'utf8')).toContain('NGC 1299 galaxy')
    expect(readFileSync(secondFile, 'utf8')).toContain('HD 20299 star')
    expect(readFileSync(secondFile, 'utf8')).not.toContain('galaxy')
    // The stub the model read in run 2 points at run 2's file.
    const [secondResult] = eventsOfType(second, 'tool-result')
    expect(secondResult?.output).toContain(`The full output was saved to: ${secondFile}`)

    await engine.handlers['session.delete']({ id: session.id }, context)
    await vi.waitFor(() => {
      expect(existsSync(firstFile)).toBe(false)
      expect(existsSync(secondFile)).toBe(false)
    })
    expect(existsSync(join(engine.dataDir, 'tool-results', session.id))).toBe(false)
  })

  it('are removed once older than the age limit when the engine starts; newer ones stay', async () => {
    const dataDir = temporaryDir('astro-data-')
    const old = join(dataDir, 'tool-results', 'session-a', 'run_1', 'call_old.txt')
    const fresh = join(dataDir, 'tool-results', 'session-b', 'run_2', 'call_fresh.txt')
    const legacy = join(dataDir, 'tool-results', 'call_legacy.txt')
    for (const file of [old, fresh, legacy]) {
      mkdirSync(join(file, '..'), { recursive: true })
      writeFileSync(file, 'output')
    }
    const expired = (Date.now() - TOOL_RESULTS_MAX_AGE_MS - 60_000) / 1000
    utimesSync(old, expired, expired)
    utimesSync(legacy, expired, expired)

    await makeEngine({ dataDir })
    await vi.waitFor(() => {
      expect(existsSync(old)).toBe(false)
      expect(existsSync(legacy)).toBe(false)
    })
    expect(existsSync(join(dataDir, 'tool-results', 'session-a'))).toBe(false)
    expect(readFileSync(fresh, 'utf8')).toBe('output')
  })
})
