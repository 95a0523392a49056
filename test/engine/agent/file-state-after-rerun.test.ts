import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { FILE_UNCHANGED_STUB } from '../../../electron/main/engine/fs/file-state-cache'
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

describe('FileStateCache after a rerun', () => {
  it.each([
    ['regenerate', undefined],
    ['edit-and-resend', 'Read the target list again, please.'],
  ])('after %s, read_file shows the file again instead of answering "unchanged"', async (_kind, edited) => {
    const project = mkdtempSync(join(tmpdir(), 'astro-rerun-'))
    cleanups.push(() => rmSync(project, { recursive: true, force: true }))
    writeFileSync(join(project, 'targets.txt'), 'M31\nM33\nNGC 6822\n')
    const engine = await makeEngine()
    const model: FakeModelServer = await startFakeModel((_request, index) =>
      index % 2 === 0 ? { calls: [call(`read_${index}`, 'read_file', { path: 'targets.txt' })] } : { text: 'Three.' },
    )
    cleanups.push(() => model.close())
    await useFakeModel(engine, model)
    const session = await engine.handlers['session.create']({ projectDir: project }, context)
    const first = await promptToEnd(engine, 'Read the target list.', session.id)
    const [firstRead] = eventsOfType(first, 'tool-result')
    expect(firstRead?.output).toContain('NGC 6822')

    const runId = eventsOfType(first, 'run-start')[0]?.runId ?? ''
    const again: Promise<void> = new Promise((resolve) => {
      const unsubscribe = engine.events.subscribe({ sessionId: session.id }, (event) => {
        if (event.type === 'run-end' && event.runId !== runId) {
          unsubscribe()
          resolve()
        }
      })
    })
    if (edited === undefined) await engine.handlers['session.regenerate']({ sessionId: session.id, runId }, context)
    else await engine.handlers['session.editPrompt']({ sessionId: session.id, runId, prompt: edited }, context)
    await again

    const reads = engine.events
      .replay({ sessionId: session.id, types: ['tool-result'] })
      .flatMap((event) => (event.type === 'tool-result' ? [event.output] : []))
    expect(reads).toHaveLength(2)
    expect(reads[1]).not.toBe(FILE_UNCHANGED_STUB)
    expect(reads[1]).toContain('NGC 6822')
  })
})
