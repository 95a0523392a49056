import { existsSync, readdirSync } from 'node:fs'
import { mkdir, open, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { InboxOutcome } from '../../../electron/main/engine/library/inbox/inbox-import'
import type { InboxWatcher } from '../../../electron/main/engine/library/inbox/inbox-watcher'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { readSharedFixture, readSharedFixtureText } from '../../helpers/shared-fixtures'
import { useTempDir } from '../../helpers/temp-dir'
import { createTestLibrary } from './library-test-kit'

const physics = readSharedFixture('pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf')
const emptyFeed = readSharedFixtureText('arxiv/id_0000.0000_s0_m100_8b51d9633a68.xml')

const tempDir = useTempDir('astro-inbox-')
let server: LoopbackServer | null = null
let watcher: InboxWatcher | null = null
afterEach(async () => {
  await watcher?.close()
  watcher = null
  await server?.close()
  server = null
})

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('inbox', { timeout: 60_000 }, () => {
  it('imports a slowly written PDF exactly once, identified by its arXiv stamp', async () => {
    server = await startLoopbackServer((_request, response) => void response.end(emptyFeed))
    const libraryDir = tempDir()
    const { service } = createTestLibrary({ libraryDir, urls: { arxivBaseUrl: server.url }, adsToken: null })
    const outcomes: { path: string; outcome: InboxOutcome | { kind: 'error'; message: string } }[] = []
    watcher = await service.watchInbox({
      stabilityThresholdMs: 400,
      pollIntervalMs: 50,
      onOutcome: (path, outcome) => outcomes.push({ path, outcome }),
    })
    await watcher.ready
    await writeFile(join(watcher.inboxDir, 'notes.txt'), 'not a paper')
    const target = join(watcher.inboxDir, 'bethe.pdf')
    const file = await open(target, 'w')
    const step = Math.ceil(physics.length / 4)
    for (let offset = 0; offset < physics.length; offset += step) {
      await file.write(physics.subarray(offset, offset + step))
      await file.sync()
      await pause(150)
    }
    await file.close()
    await vi.waitFor(() => expect(outcomes).toHaveLength(1), { timeout: 20_000, interval: 100 })
    await pause(800)
    await watcher.idle()
    expect(outcomes).toHaveLength(1)
    const [only] = outcomes
    expect(only?.outcome.kind).toBe('imported')
    if (only?.outcome.kind !== 'imported') throw new Error('imported expected')
    expect(only.outcome.identifiedBy).toBe('1111.2011')
    expect(new URL(server.requests[0]?.url ?? '', server.url).searchParams.get('id_list')).toBe('1111.2011')
    const paper = service.get('1111.2011')
    expect(paper.id).toBe(only.outcome.paper.id)
    expect(paper.downloadStatus).toBe('downloaded')
    expect(paper.title).toContain('Quantum Criticality')
    expect(service.list({}).total).toBe(1)
    expect(existsSync(target)).toBe(false)
    expect(readdirSync(join(libraryDir, 'papers'))).toEqual([`${paper.id}.pdf`])
    expect(readdirSync(watcher.inboxDir)).toEqual(['notes.txt'])
  })

  it('does not import the same bytes twice', async () => {
    server = await startLoopbackServer((_request, response) => void response.end(emptyFeed))
    const libraryDir = tempDir()
    const { service } = createTestLibrary({ libraryDir, urls: { arxivBaseUrl: server.url }, adsToken: null })
    const outcomes: string[] = []
    watcher = await service.watchInbox({
      stabilityThresholdMs: 200,
      pollIntervalMs: 50,
      onOutcome: (_path, outcome) => outcomes.push(outcome.kind),
    })
    await watcher.ready
    await writeFile(join(watcher.inboxDir, 'first.pdf'), physics)
    await vi.waitFor(() => expect(outcomes).toEqual(['imported']), { timeout: 20_000, interval: 100 })
    await writeFile(join(watcher.inboxDir, 'copy.pdf'), physics)
    await vi.waitFor(() => expect(outcomes).toEqual(['imported', 'duplicate']), { timeout: 20_000, interval: 100 })
    expect(service.list({}).total).toBe(1)
    expect(readdirSync(watcher.inboxDir)).toEqual(['copy.pdf'])
  })

  it('reports a broken PDF and leaves it in the inbox', async () => {
    const libraryDir = tempDir()
    await mkdir(join(libraryDir, 'inbox'), { recursive: true })
    await writeFile(join(libraryDir, 'inbox', 'broken.pdf'), '%PDF-1.4 truncated nonsense')
    const { service } = createTestLibrary({ libraryDir, adsToken: null })
    const outcomes: string[] = []
    watcher = await service.watchInbox({
      stabilityThresholdMs: 200,
      pollIntervalMs: 50,
      onOutcome: (_path, outcome) => outcomes.push(outcome.kind === 'error' ? outcome.message : outcome.kind),
    })
    await vi.waitFor(() => expect(outcomes).toHaveLength(1), { timeout: 20_000, interval: 100 })
    expect(outcomes[0]).toContain('could not be read as a PDF')
    expect(service.list({}).total).toBe(0)
    expect(readdirSync(join(libraryDir, 'inbox'))).toEqual(['broken.pdf'])
  })
})
