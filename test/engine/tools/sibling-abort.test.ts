import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { isReadOnlyCommand } from '../../../electron/main/engine/tools/builtin/run-bash/read-only-command'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { call } from '../../helpers/fake-model/fake-turn'
import { eventsOfType, promptToEnd } from '../../helpers/prompt-to-end'
import { useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})
const context = { signal: new AbortController().signal }

describe('sibling abort', () => {
  it('a failing read-only run_bash in a parallel batch stops its siblings that still run', async () => {
    const project = mkdtempSync(join(tmpdir(), 'astro-siblings-'))
    cleanups.push(() => rmSync(project, { recursive: true, force: true }))
    writeFileSync(join(project, 'notes.txt'), 'Observed M51 on 2026-11-30.\n')
    const engine = await makeEngine()
    const model: FakeModelServer = await startFakeModel([
      {
        calls: [
          call('call_wait', 'run_bash', { command: 'sleep 30', timeout_seconds: 60 }),
          call('call_missing', 'run_bash', { command: 'cat missing-catalogue.txt' }),
        ],
      },
      { text: 'The catalogue is missing.' },
    ])
    cleanups.push(() => model.close())
    await useFakeModel(engine, model)
    const session = await engine.handlers['session.create']({ projectDir: project }, context)
    engine.events.subscribe({ sessionId: session.id, types: ['permission-request'] }, (event) => {
      if (event.type !== 'permission-request') return
      void engine.handlers['permission.reply']({ requestId: event.requestId, decision: 'once' }, context)
    })
    const events = await promptToEnd(engine, 'Wait, then read the catalogue.', session.id)

    expect(eventsOfType(events, 'run-end')).toMatchObject([{ reason: 'stop', steps: 2 }])
    const results = eventsOfType(events, 'tool-result')
    expect(results.find((result) => result.toolCallId === 'call_missing')).toMatchObject({ state: 'error' })
    const stopped = results.find((result) => result.toolCallId === 'call_wait')
    expect(stopped).toMatchObject({ state: 'cancelled' })
    expect(stopped?.output).toContain('run_bash failed in the same batch')
  }, 30_000)

  it('counts only one plain command of a reading program as read-only', () => {
    for (const command of ['ls -la data', 'cat notes.txt', 'grep -n M51 notes.txt', "find . -name '*.fits'"]) {
      expect(isReadOnlyCommand(command)).toBe(true)
    }
    for (const command of [
      'rm -rf data',
      'cat a > b',
      'ls | sh',
      'cat a; rm b',
      'echo $(rm x)',
      'find . -delete',
      'find . -exec rm {} +',
      'rg --pre=sh x',
      'python3 fit.py',
    ]) {
      expect(isReadOnlyCommand(command)).toBe(false)
    }
  })
})
