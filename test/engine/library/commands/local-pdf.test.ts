import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { AddQueue } from '../../../../electron/main/engine/library/add/add-queue'
import { queueInboxOutcomes } from '../../../../electron/main/engine/library/commands/inbox-queue'
import type { EventInput } from '../../../../electron/shared/contract/events'
import { type LoopbackServer, startLoopbackServer } from '../../../helpers/loopback-server'
import { readSharedFixture, sharedFixture } from '../../../helpers/shared-fixtures'
import { useTempDir } from '../../../helpers/temp-dir'
import { type TestEngine, useTestEngine } from '../../../helpers/test-engine'
import { addJobFinished } from '../add-job-finished'
import { createTestLibrary } from '../library-test-kit'

const createEngine = useTestEngine()
const tempDir = useTempDir('astro-local-pdf-')
const context = { signal: new AbortController().signal }
const betaPic = 'rag-dev/pdfs/astro-BetaPicCN-exocomet-cyanogen-upper-limits-AandA-twocolumn.pdf'
const bethe = 'pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf'

let server: LoopbackServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

/** An engine whose services point at a port nothing listens on: every lookup fails as it would offline. */
async function offlineEngine(): Promise<TestEngine> {
  const closed = await startLoopbackServer(() => {})
  const url = closed.url
  await closed.close()
  const engine = await createEngine()
  await engine.handlers['settings.set'](
    { patch: { services: { arxivBaseUrl: url, adsBaseUrl: url, crossrefBaseUrl: url } }, secrets: [] },
    context,
  )
  return engine
}

describe('local PDFs through the engine', { timeout: 60_000 }, () => {
  it('an unidentified PDF gets its title, authors and year from its first page, and is parsed', async () => {
    const engine = await offlineEngine()
    const { job } = await engine.handlers['library.addPdf'](
      { fileName: 'ms.pdf', base64: readSharedFixture(betaPic).toString('base64') },
      context,
    )
    const final = await addJobFinished(engine, job.id)
    expect(final).toMatchObject({ state: 'done', title: 'Upper limits on CN from exocomets transiting β Pictoris' })
    const paper = await engine.handlers['paper.get']({ paper: final.paperId ?? '' }, context)
    expect(paper.authors.slice(0, 3)).toEqual(['M.A. Kenworthy', 'E. de Mooij', 'A. Brandeker'])
    expect(paper.year).toBe(2025)
    expect(paper.title.length).toBeLessThan(100)
    expect(paper).toMatchObject({ downloadStatus: 'downloaded', parseStatus: 'ready' })
  })

  it('offline, a PDF with an arXiv stamp is added from its own pages, keeping the arXiv id, without a retry loop', async () => {
    // Every connection is dropped, as on a network that is down; the server counts what the lookups tried.
    server = await startLoopbackServer((request) => {
      request.socket.destroy()
    })
    const engine = await createEngine()
    await engine.handlers['settings.set'](
      { patch: { services: { arxivBaseUrl: server.url, adsBaseUrl: server.url } }, secrets: [] },
      context,
    )
    const { job } = await engine.handlers['library.addPdf'](
      { fileName: '1111.2011v2.pdf', base64: readSharedFixture(bethe).toString('base64') },
      context,
    )
    const final = await addJobFinished(engine, job.id)
    const paper = await engine.handlers['paper.get']({ paper: final.paperId ?? '' }, context)
    expect(paper).toMatchObject({
      arxivId: '1111.2011',
      title: 'Quantum Criticality for Extended Nodes on a Bethe Lattice in the Large Connectivity Limit',
    })
    expect(paper.authors).toContain('James M. Murray')
    const attempts = new Map<string, number>()
    for (const request of server.requests) attempts.set(request.url, (attempts.get(request.url) ?? 0) + 1)
    expect(server.requests.length).toBeGreaterThan(0)
    expect(Math.max(...attempts.values())).toBeLessThanOrEqual(2)
  })

  it('attaches a PDF to a paper imported from BibTeX, then parses it', async () => {
    const engine = await offlineEngine()
    const { papers } = await engine.handlers['library.importBibtex'](
      {
        text: '@article{Kenworthy2025,\n  title = {Upper limits on CN from exocomets transiting $\\beta$ Pictoris},\n  author = {Kenworthy, M. A.},\n  year = {2025}\n}\n',
      },
      context,
    )
    const imported = papers[0]
    if (!imported) throw new Error('imported')
    const { job } = await engine.handlers['paper.attachPdf'](
      { paper: imported.id, fileName: 'publisher copy.pdf', base64: readSharedFixture(betaPic).toString('base64') },
      context,
    )
    expect(job.paperId).toBe(imported.id)
    expect(await addJobFinished(engine, job.id)).toMatchObject({ state: 'done', failure: null })
    const paper = await engine.handlers['paper.get']({ paper: imported.id }, context)
    expect(paper).toMatchObject({ downloadStatus: 'downloaded', parseStatus: 'ready', title: imported.title })
  })

  it('refuses what is not a PDF, saying so, and stores nothing', async () => {
    const engine = await offlineEngine()
    await expect(
      engine.handlers['library.addPdf'](
        { fileName: 'notes.txt', base64: Buffer.from('hello').toString('base64') },
        context,
      ),
    ).rejects.toMatchObject({ code: 'upload-not-pdf' })
    expect((await engine.handlers['library.addQueue']({}, context)).jobs).toEqual([])
    const { path } = await engine.handlers['library.inbox']({}, context)
    expect(path).toMatch(/inbox$/)
  })
})

describe('inbox files in the add queue', { timeout: 60_000 }, () => {
  it('a file that failed to import stays listed with its error, and Retry imports and parses it', async () => {
    const libraryDir = tempDir()
    const { service } = createTestLibrary({ libraryDir, adsToken: null })
    const events: EventInput[] = []
    const queue = new AddQueue({
      library: () => service,
      settings: () => ({ autoDownload: true, autoParse: true }),
      emit: (event) => events.push(event),
      now: () => Date.now(),
    })
    const inbox = join(libraryDir, 'inbox')
    mkdirSync(inbox, { recursive: true })
    const path = join(inbox, 'ms.pdf')
    writeFileSync(path, 'half written')
    const failures: string[] = []
    queueInboxOutcomes(queue, (failedPath) => failures.push(failedPath))(path, {
      kind: 'error',
      message: 'This file could not be read as a PDF',
    })
    const [failed] = queue.list()
    expect(failed).toMatchObject({ state: 'failed', input: 'ms.pdf', failure: { code: 'failed' } })
    expect(failures).toEqual([path])

    copyFileSync(sharedFixture(betaPic), path)
    queue.retry(failed?.id ?? '')
    await new Promise<void>((resolve) => {
      const check = () =>
        queue.list()[0]?.state === 'done' || queue.list()[0]?.state === 'failed' ? resolve() : setTimeout(check, 50)
      check()
    })
    expect(queue.list()[0]).toMatchObject({
      state: 'done',
      title: 'Upper limits on CN from exocomets transiting β Pictoris',
    })
    expect(existsSync(path)).toBe(false)
  })
})
