import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const context = { signal: new AbortController().signal }
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

describe("a user's deny reason", () => {
  it('is kept in the stored result, so the rebuilt timeline of a reloaded window still has it', async () => {
    const project = mkdtempSync(join(tmpdir(), 'astro-deny-project-'))
    cleanups.push(() => rmSync(project, { recursive: true, force: true }))
    const engine = await makeEngine()
    const model: FakeModelServer = await startFakeModel([
      { calls: [{ id: 'w1', name: 'file_write', arguments: { path: 'notes.md', content: 'draft' } }] },
      { text: 'Not written.' },
    ])
    cleanups.push(() => model.close())
    await useFakeModel(engine, model)
    const session = await engine.handlers['session.create']({ projectDir: project }, context)
    const unsubscribe = engine.events.subscribe({ sessionId: session.id, types: ['permission-request'] }, (event) => {
      if (event.type !== 'permission-request') return
      const reply = { requestId: event.requestId, decision: 'deny' as const, reason: 'keep the notes in Zotero' }
      void engine.handlers['permission.reply'](reply, context)
    })
    cleanups.push(unsubscribe)
    const { runId } = await engine.handlers['session.prompt']({ sessionId: session.id, prompt: 'Save notes' }, context)
    await expect(engine.waitForRun(session.id, runId)).resolves.toBe('stop')

    const { events } = await engine.handlers['session.events']({ sessionId: session.id }, context)
    expect(events.some((event) => event.type === 'permission-response')).toBe(false)
    const result = events.find((event) => event.type === 'tool-result' && event.toolCallId === 'w1')
    expect(result).toMatchObject({
      state: 'denied',
      metadata: { deniedBy: 'user', denialReason: 'keep the notes in Zotero' },
    })
  })
})
