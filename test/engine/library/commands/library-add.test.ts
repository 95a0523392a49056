import { afterEach, describe, expect, it } from 'vitest'
import type { EventOf } from '../../../../electron/shared/contract/events'
import type { AddJob } from '../../../../electron/shared/domain/library-add'
import { type LoopbackServer, startLoopbackServer } from '../../../helpers/loopback-server'
import { readSharedFixture, readSharedFixtureText } from '../../../helpers/shared-fixtures'
import { type TestEngine, useTestEngine } from '../../../helpers/test-engine'

const createEngine = useTestEngine()
const context = { signal: new AbortController().signal }
const arxivFeed = readSharedFixtureText('arxiv/atom-legacy-search-au_del_maestro.xml')
const pdf = readSharedFixture('pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf')
/** The feed's first entry. */
const arxivId = '1201.4869'
const title = 'A Luttinger Liquid Core Inside Helium-4 Filled Nanopores'

let server: LoopbackServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

/** arXiv's Atom API and `/pdf/<id>`; with `pdfMissing` every PDF request is a 404. */
async function arxivReplay(options: { pdfMissing?: boolean } = {}): Promise<LoopbackServer> {
  server = await startLoopbackServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    if (path === '/api/query') {
      response.writeHead(200, { 'content-type': 'application/atom+xml' })
      response.end(arxivFeed)
    } else if (path.startsWith('/pdf/') && !options.pdfMissing) {
      response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(pdf.length) })
      response.end(pdf)
    } else {
      response.writeHead(404)
      response.end('not recorded')
    }
  })
  return server
}

async function engineWith(url: string, library?: { autoDownload?: boolean; autoParse?: boolean }): Promise<TestEngine> {
  const engine = await createEngine()
  await engine.handlers['settings.set'](
    { patch: { services: { arxivBaseUrl: url, adsBaseUrl: url }, ...(library ? { library } : {}) }, secrets: [] },
    context,
  )
  return engine
}

/**
 * Resolves with each job's final state once all of them are done or failed, recording every update seen; jobs that
 * finished before the call (a quick job can end before the command's answer arrives) are taken from the queue.
 */
function settle(engine: TestEngine, jobIds: string[], updates: AddJob[] = []): Promise<Map<string, AddJob>> {
  return new Promise((resolve) => {
    const finished = new Map<string, AddJob>()
    const note = (job: AddJob) => {
      if (!jobIds.includes(job.id) || (job.state !== 'done' && job.state !== 'failed')) return
      finished.set(job.id, job)
      if (finished.size === jobIds.length) {
        unsubscribe()
        resolve(finished)
      }
    }
    const unsubscribe = engine.events.subscribe({ types: ['library-add-updated'] }, (event) => {
      const { job } = event as EventOf<'library-add-updated'>
      updates.push(job)
      note(job)
    })
    void engine.handlers['library.addQueue']({}, context).then(({ jobs }) => {
      for (const job of jobs) note(job)
    })
  })
}

describe('library.add through the engine', () => {
  it('a pasted arXiv URL becomes a downloaded, parsed paper in one action, with one progress line moving on', async () => {
    const replay = await arxivReplay()
    const engine = await engineWith(replay.url)
    const updates: AddJob[] = []
    const { jobs } = await engine.handlers['library.add'](
      { identifiers: [`https://arxiv.org/abs/${arxivId}v1`], records: [] },
      context,
    )
    expect(jobs).toHaveLength(1)
    const job = jobs[0]
    if (!job) throw new Error('one job')
    const final = (await settle(engine, [job.id], updates)).get(job.id)
    expect(final).toMatchObject({ state: 'done', title, failure: null, skipped: [] })
    expect(updates.map((update) => update.step)).toEqual(expect.arrayContaining(['lookup', 'download', 'parse']))
    expect(new Set(updates.map((update) => update.id))).toEqual(new Set([job.id]))

    const paper = await engine.handlers['paper.get']({ paper: arxivId }, context)
    expect(paper).toMatchObject({ id: final?.paperId, downloadStatus: 'downloaded', parseStatus: 'ready' })
    // arXiv's primary category and month are kept for the reference list.
    expect(paper.bibliography).toMatchObject({ arxivClass: 'cond-mat.mes-hall', month: '01' })
    const { bibtex } = await engine.handlers['library.exportBibtex']({ paperIds: [paper.id] }, context)
    expect(bibtex).toContain('primaryClass = {cond-mat.mes-hall}')
    const content = await engine.handlers['paper.content'](
      { paper: paper.id, source: 'pdf', offset: 0, limit: 2000 },
      context,
    )
    expect(content.totalChars).toBeGreaterThan(1000)
    expect((await engine.handlers['library.addQueue']({}, context)).jobs).toEqual([final])
    expect(replay.requests.filter((request) => request.url.startsWith('/pdf/'))).toHaveLength(1)
  })

  it('reports which step failed and what to do, and adds nothing twice on retry', async () => {
    const replay = await arxivReplay({ pdfMissing: true })
    const engine = await engineWith(replay.url)
    const { jobs } = await engine.handlers['library.add'](
      { identifiers: [arxivId, 'not a paper', '2015MNRAS.446.4239E'], records: [] },
      context,
    )
    const ids = jobs.map((job) => job.id)
    const final = await settle(engine, ids)
    const [unavailable, notIdentifier, bibcode] = ids.map((id) => final.get(id))
    expect(unavailable).toMatchObject({ state: 'failed', step: 'download', failure: { code: 'unavailable' } })
    expect(notIdentifier).toMatchObject({ state: 'failed', step: 'lookup', failure: { code: 'not-identifier' } })
    expect(bibcode).toMatchObject({ state: 'failed', step: 'lookup', failure: { code: 'no-ads-token' } })
    expect(bibcode?.failure?.message).toContain('Settings → Services')

    const before = (await engine.handlers['library.list']({ limit: 50, offset: 0, sort: 'added' }, context)).total
    expect(before).toBe(1)
    const retry = await engine.handlers['library.addRetry']({ jobId: ids[0] ?? '' }, context)
    expect(['queued', 'running']).toContain(retry.job.state)
    expect((await settle(engine, [ids[0] ?? ''])).get(ids[0] ?? '')).toMatchObject({
      state: 'failed',
      step: 'download',
    })
    expect((await engine.handlers['library.list']({ limit: 50, offset: 0, sort: 'added' }, context)).total).toBe(before)

    const cleared = await engine.handlers['library.addClear']({}, context)
    expect(cleared.jobs).toEqual([])
  })

  it('a search result added with automatic download off stays imported only, saying what was left out', async () => {
    const replay = await arxivReplay()
    const engine = await engineWith(replay.url, { autoDownload: false })
    const search = await engine.handlers['library.search'](
      { query: 'au:del_maestro', source: 'arxiv', start: 0, rows: 5 },
      context,
    )
    const record = search.hits.find((hit) => hit.arxivId === arxivId)
    if (!record) throw new Error('the feed has the paper')
    const { jobs } = await engine.handlers['library.add']({ identifiers: [], records: [record] }, context)
    const final = (
      await settle(
        engine,
        jobs.map((job) => job.id),
      )
    ).get(jobs[0]?.id ?? '')
    expect(final).toMatchObject({ state: 'done', skipped: ['download', 'parse'], title })
    expect(replay.requests.some((request) => request.url.startsWith('/pdf/'))).toBe(false)
    expect((await engine.handlers['paper.get']({ paper: arxivId }, context)).downloadStatus).toBe('none')
  })

  it('refuses an empty add', async () => {
    const { libraryAddCommands } = await import('../../../../electron/shared/contract/commands/library-add')
    expect(libraryAddCommands['library.add'].input.safeParse({}).success).toBe(false)
  })
})
