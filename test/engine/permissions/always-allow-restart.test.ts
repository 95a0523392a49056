import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemorySecretStore } from '../../../electron/main/engine/secrets/memory-secret-store'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { createTestEngine, type TestEngine } from '../../helpers/test-engine'

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
const context = { signal: new AbortController().signal }

const writeTurn = (id: string, content: string) => ({
  calls: [{ id, name: 'file_write', arguments: { path: 'notes.md', content } }],
})

async function prompt(engine: TestEngine, sessionId: string, text: string, onRequest: (requestId: string) => void) {
  const unsubscribe = engine.events.subscribe({ sessionId, types: ['permission-request'] }, (event) => {
    if (event.type === 'permission-request') onRequest(event.requestId)
  })
  try {
    const { runId } = await engine.handlers['session.prompt']({ sessionId, prompt: text }, context)
    expect(await engine.waitForRun(sessionId, runId)).toBe('stop')
  } finally {
    unsubscribe()
  }
}

describe('"always allow" and a restart', () => {
  it('is kept with the session: after reopening the engine the tool runs without asking; other sessions still ask', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'astro-allow-'))
    const project = mkdtempSync(join(tmpdir(), 'astro-allow-project-'))
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
    cleanups.push(() => rmSync(project, { recursive: true, force: true }))
    const secretStore = createMemorySecretStore()
    const model: FakeModelServer = await startFakeModel([
      writeTurn('w1', 'first'),
      { text: 'Written.' },
      writeTurn('w2', 'second'),
      { text: 'Written again.' },
      writeTurn('w3', 'third'),
      { text: 'Asked first.' },
    ])
    cleanups.push(() => model.close())

    const first = await createTestEngine({ dataDir, secretStore })
    await useFakeModel(first, model)
    const session = await first.handlers['session.create']({ projectDir: project }, context)
    const asked: string[] = []
    await prompt(first, session.id, 'Write the notes', (requestId) => {
      asked.push(requestId)
      void first.handlers['permission.reply']({ requestId, decision: 'always' }, context)
    })
    expect(asked).toHaveLength(1)
    await first.dispose()

    const second = await createTestEngine({ dataDir, secretStore })
    cleanups.push(() => second.dispose())
    const rules = await second.handlers['permission.rules.list']({}, context)
    expect(rules).toContainEqual(expect.objectContaining({ tool: 'file_write', source: 'session', effect: 'allow' }))
    const askedAgain: string[] = []
    await prompt(second, session.id, 'Write them again', (requestId) => {
      askedAgain.push(requestId)
      void second.handlers['permission.reply']({ requestId, decision: 'deny' }, context)
    })
    expect(askedAgain).toEqual([])
    expect(readFileSync(join(project, 'notes.md'), 'utf8')).toBe('second')

    const other = await second.handlers['session.create']({ projectDir: project }, context)
    await prompt(second, other.id, 'Write in another session', (requestId) => {
      askedAgain.push(requestId)
      void second.handlers['permission.reply']({ requestId, decision: 'once' }, context)
    })
    expect(askedAgain).toHaveLength(1)

    await second.handlers['session.delete']({ id: session.id }, context)
    const left = await second.handlers['permission.rules.list']({}, context)
    expect(left.filter((rule) => rule.source === 'session')).toEqual([])
  })
})
