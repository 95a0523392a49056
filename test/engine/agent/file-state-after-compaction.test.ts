import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { keptFileStates } from '../../../electron/main/engine/agent/compaction/kept-file-states'
import { FILE_UNCHANGED_STUB } from '../../../electron/main/engine/fs/file-state-cache'
import { type FakeModelServer, startFakeModel } from '../../helpers/fake-model/fake-model-server'
import { type TestEngine, useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})
const context = { signal: new AbortController().signal }

/** The scripted model as the active provider, with a context window small enough for four files to fill half. */
async function smallWindowModel(
  engine: TestEngine,
  script: Parameters<typeof startFakeModel>[0],
  contextWindow = 40_000,
) {
  const model = await startFakeModel(script)
  cleanups.push(() => model.close())
  await engine.handlers['settings.set'](
    {
      patch: {
        providers: [
          {
            id: 'scripted',
            name: 'Scripted test model',
            kind: 'openai',
            baseUrl: `${model.url}/v1`,
            model: 'scripted',
            toolProtocol: 'native',
            contextWindow,
          },
        ],
        activeProviderId: 'scripted',
      },
      secrets: [{ name: 'provider:scripted', value: 'sk-loopback' }],
    },
    context,
  )
  return model
}

function projectWith(names: string[], rows = 200): string {
  const project = mkdtempSync(join(tmpdir(), 'astro-file-state-'))
  cleanups.push(() => rmSync(project, { recursive: true, force: true }))
  for (const name of names) {
    const lines = Array.from({ length: rows }, (_, index) => `${name} row ${index} `.padEnd(100, '.'))
    writeFileSync(join(project, name), `${lines.join('\n')}\n`)
  }
  return project
}

const toolContents = (model: FakeModelServer) =>
  (model.requests().at(-1)?.messages ?? []).flatMap((message) =>
    message.role === 'tool' ? [String(message.content)] : [],
  )

describe('FileStateCache after compaction', () => {
  it('shows a file again once micro compaction cleared the read that had it; a read still in context stays "unchanged"', async () => {
    const engine = await makeEngine()
    const files = ['a.txt', 'b.txt', 'c.txt', 'd.txt']
    const read = (id: string, path: string) => ({ calls: [{ id, name: 'read_file', arguments: { path } }] })
    const model = await smallWindowModel(engine, [
      ...files.map((file, index) => read(`r${index}`, file)),
      read('again-a', 'a.txt'),
      read('again-d', 'd.txt'),
      { text: 'Read all four catalogues.' },
    ])
    const session = await engine.handlers['session.create']({ projectDir: projectWith(files) }, context)
    const { runId } = await engine.handlers['session.prompt'](
      { sessionId: session.id, prompt: 'Read the four catalogues' },
      context,
    )
    await expect(engine.waitForRun(session.id, runId)).resolves.toBe('stop')

    const micro = engine.events
      .replay({ sessionId: session.id })
      .filter((event) => event.type === 'compaction' && event.level === 'micro')
    expect(micro.length).toBeGreaterThan(0)
    const results = toolContents(model)
    expect(results[0]).toMatch(/^\[Earlier output of read_file/)
    expect(results[4]).toContain('a.txt row 199')
    expect(results[5]).toBe(FILE_UNCHANGED_STUB)
  })

  it('after a summary, shows again a file the summary did not restore whole, and keeps "unchanged" for one it did', async () => {
    const engine = await makeEngine()
    const project = projectWith(['big.txt'])
    writeFileSync(join(project, 'small.txt'), 'M31\nM33\n')
    const read = (id: string, path: string) => ({ calls: [{ id, name: 'read_file', arguments: { path } }] })
    await smallWindowModel(
      engine,
      [
        read('small-1', 'small.txt'),
        read('big-1', 'big.txt'),
        { text: 'Summary: the user is reading small.txt and big.txt.' },
        read('small-2', 'small.txt'),
        read('big-2', 'big.txt'),
        { text: 'Summary: both files were read again.' },
        { text: 'Both read.' },
      ],
      14_000,
    )
    const session = await engine.handlers['session.create']({ projectDir: project }, context)
    const { runId } = await engine.handlers['session.prompt']({ sessionId: session.id, prompt: 'Read both' }, context)
    await expect(engine.waitForRun(session.id, runId)).resolves.toBe('stop')

    const events = engine.events.replay({ sessionId: session.id })
    const auto = events.filter((event) => event.type === 'compaction' && event.level === 'auto')
    expect(auto.length).toBeGreaterThan(0)
    const output = (callId: string) =>
      events.find((event) => event.type === 'tool-result' && event.toolCallId === callId)
    const outputOf = (callId: string) => {
      const event = output(callId)
      return event?.type === 'tool-result' ? event.output : ''
    }
    expect(outputOf('small-2')).toBe(FILE_UNCHANGED_STUB)
    expect(outputOf('big-2')).toContain('big.txt row 199')
  })
})

describe('files restored after a summary', () => {
  it('are the content the model read, not a later "unchanged" answer for the same file', async () => {
    const engine = await makeEngine()
    const project = projectWith(['big.txt'])
    writeFileSync(join(project, 'small.txt'), 'M31\nM33\n')
    const read = (id: string, path: string) => ({ calls: [{ id, name: 'read_file', arguments: { path } }] })
    const model = await smallWindowModel(
      engine,
      [
        read('small-1', 'small.txt'),
        read('small-again', 'small.txt'),
        read('big-1', 'big.txt'),
        { text: 'Summary: the user is reading small.txt and big.txt.' },
        { text: 'Both read.' },
      ],
      14_000,
    )
    const session = await engine.handlers['session.create']({ projectDir: project }, context)
    const { runId } = await engine.handlers['session.prompt']({ sessionId: session.id, prompt: 'Read both' }, context)
    await expect(engine.waitForRun(session.id, runId)).resolves.toBe('stop')

    const events = engine.events.replay({ sessionId: session.id })
    expect(events.filter((event) => event.type === 'compaction' && event.level === 'auto').length).toBeGreaterThan(0)
    const afterSummary = (model.requests().at(-1)?.messages ?? []).map((message) => String(message.content)).join('\n')
    const restored = /<recent-file path="[^"]*small\.txt">\n([\s\S]*?)\n<\/recent-file>/.exec(afterSummary)?.[1]
    expect(restored).toContain('M33')
    expect(restored).not.toContain(FILE_UNCHANGED_STUB)
  })
})

describe('keptFileStates', () => {
  const state = (callId: string) => ({ mtimeMs: 1, offset: 1, limit: null, callId })

  it('keeps the files a summary restored whole and drops the others', () => {
    const snapshot = new Map([
      ['/p/a.txt', state('r1')],
      ['/p/b.txt', state('r2')],
    ])
    const kept = keptFileStates(snapshot, [{ role: 'user', content: '<conversation-summary>…' }], ['r2'])
    expect([...kept.keys()]).toEqual(['/p/b.txt'])
  })
})
