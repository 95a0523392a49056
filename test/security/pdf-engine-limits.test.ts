import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { libraryCommands } from '../../electron/shared/contract/commands/library'
import { emptyBibliography } from '../../electron/shared/domain/paper'
import { addJobFinished } from '../engine/library/add-job-finished'
import { manyGlyphsPdf, nestedFormXObjectPdf } from '../helpers/hostile-corpus'
import { type LoopbackServer, startLoopbackServer } from '../helpers/loopback-server'
import { readSharedFixture } from '../helpers/shared-fixtures'
import { createTestEngine, type TestEngine } from '../helpers/test-engine'
import { damagedStreamsPdf, flateBombPdf, nestedGraphicsStatePdf } from './hostile-pdf'

const context = { signal: new AbortController().signal }
let engine: TestEngine | undefined
let server: LoopbackServer | undefined
afterEach(async () => {
  await engine?.dispose()
  await server?.close()
  engine = undefined
  server = undefined
})

/** An engine whose arXiv mirror (a loopback server) serves `pdfs[arxivId]`, with those papers imported and downloaded. */
async function engineWithPapers(pdfs: Record<string, Uint8Array>): Promise<{ engine: TestEngine; paperIds: string[] }> {
  server = await startLoopbackServer((request, response) => {
    const pdf = Object.entries(pdfs).find(([arxivId]) => request.url?.startsWith(`/pdf/${arxivId}`))?.[1]
    if (!pdf) {
      response.writeHead(404)
      response.end()
      return
    }
    response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(pdf.length) })
    response.end(pdf)
  })
  const created = await createTestEngine()
  engine = created
  const current = await created.handlers['settings.get']({}, context)
  await created.handlers['settings.set'](
    {
      patch: {
        libraryDir: mkdtempSync(join(tmpdir(), 'astro-library-')),
        services: { ...current.settings.services, arxivBaseUrl: server.url },
      },
      secrets: [],
    },
    context,
  )
  const { papers } = await created.handlers['library.import'](
    {
      records: Object.keys(pdfs).map((arxivId) => ({
        arxivId,
        doi: null,
        bibcode: null,
        title: `Hostile paper ${arxivId}`,
        authors: ['Mallory'],
        abstract: '',
        year: 2024,
        venue: '',
        keywords: [],
        citationCount: null,
        arxivVersion: 1,
        openAccessUrls: [],
        publisherUrl: null,
        sources: ['arxiv' as const],
        bibliography: emptyBibliography,
      })),
      identifiers: [],
    },
    context,
  )
  const paperIds = papers.map((paper) => paper.id)
  for (const paperId of paperIds) await created.handlers['paper.download']({ paper: paperId, force: false }, context)
  return { engine: created, paperIds }
}

describe('a hostile PDF through the engine', { timeout: 60_000 }, () => {
  it('leaves the engine answering within 1 s, and dispose stops the stalled read within a few seconds', async () => {
    const { engine: running, paperIds } = await engineWithPapers({ '2401.00001': nestedGraphicsStatePdf(20_000) })
    const paperId = paperIds[0] ?? ''
    const parsing = running.handlers['paper.parse']({ paper: paperId }, context).then(
      () => 'parsed',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    )
    const latencies: number[] = []
    for (let attempt = 0; attempt < 5; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      const started = Date.now()
      await running.handlers['library.list']({ sort: 'added', limit: 10, offset: 0 }, context)
      latencies.push(Date.now() - started)
    }
    expect(Math.max(...latencies)).toBeLessThan(1000)
    const stopping = Date.now()
    await running.dispose()
    expect(Date.now() - stopping).toBeLessThan(3000)
    expect(await parsing).toMatch(/PDF reader stopped \(the app is closing\)/)
    engine = undefined
  })
})

describe('a Flate bomb through the engine', { timeout: 60_000 }, () => {
  it('fails that paper alone with a clear reason, within a memory ceiling; the next paper parses', async () => {
    const { engine: running, paperIds } = await engineWithPapers({
      '2401.00002': flateBombPdf({ decodedMib: 64, timesPerPage: 40, pages: 1 }),
      '1111.2011': new Uint8Array(readSharedFixture('pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf')),
    })
    const [bomb = '', physics = ''] = paperIds
    const start = process.memoryUsage.rss()
    let peak = start
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss())
    }, 20)
    const failure = await running.handlers['paper.parse']({ paper: bomb }, context).then(
      () => null,
      (error: unknown) => error,
    )
    clearInterval(sampler)
    expect(String(failure)).toMatch(/expands past 192 MB/)
    expect(peak - start).toBeLessThan(1200 * 2 ** 20)
    expect(await running.handlers['paper.get']({ paper: bomb }, context)).toMatchObject({
      parseStatus: 'failed',
      parseError: expect.stringMatching(/expands past 192 MB.*Nothing was changed/),
      parseProblem: { code: 'pdf-decoded-too-large', params: { megabytes: '192' } },
    })
    expect(await running.handlers['paper.parse']({ paper: physics }, context)).toMatchObject({
      parseStatus: 'ready',
      parseProblem: null,
      pageCount: 8,
    })
  })
})

describe('a PDF with corrupt streams through the engine', { timeout: 60_000 }, () => {
  it('is stored as partial with the lost pages, found by the partial filter and not by ready', async () => {
    const { engine: running, paperIds } = await engineWithPapers({ '2401.00003': damagedStreamsPdf(6, [2, 3, 4]) })
    const paper = paperIds[0] ?? ''
    expect(await running.handlers['paper.parse']({ paper }, context)).toMatchObject({
      parseStatus: 'partial',
      parseProblem: { code: 'pdf-partial', params: { pages: '2, 3, 4' } },
      parseError: expect.stringMatching(/page\(s\) 2, 3, 4 could not be decoded/),
    })
    const listed = async (status: string) =>
      (await running.handlers['library.list']({ sort: 'added', status, limit: 10, offset: 0 }, context)).papers.map(
        (row) => row.id,
      )
    expect(await listed('partial')).toEqual([paper])
    expect(await listed('ready')).toEqual([])
  })
})

describe('a PDF drawing more text than the budget allows, through the engine', { timeout: 90_000 }, () => {
  it('fails that paper with pdf-text-over-budget, stores no text, and the next paper parses', async () => {
    const { engine: running, paperIds } = await engineWithPapers({
      '2401.00004': nestedFormXObjectPdf(5, 10),
      '1111.2011': new Uint8Array(readSharedFixture('pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf')),
    })
    const [bomb = '', physics = ''] = paperIds
    const failure = await running.handlers['paper.parse']({ paper: bomb }, context).then(
      () => null,
      (error: unknown) => error,
    )
    expect(String(failure)).toMatch(/far more text than a paper holds \(reading stopped at page 1/)
    expect(await running.handlers['paper.get']({ paper: bomb }, context)).toMatchObject({
      parseStatus: 'failed',
      parseError: expect.stringMatching(/far more text.*Nothing was changed/),
      parseProblem: { code: 'pdf-text-over-budget', params: { page: '1' } },
    })
    await expect(
      running.handlers['paper.content'](
        libraryCommands['paper.content'].input.parse({ paper: bomb, pageFrom: 1, pageTo: 1 }),
        context,
      ),
    ).rejects.toThrow(/No parsed text/)
    expect(await running.handlers['paper.parse']({ paper: physics }, context)).toMatchObject({
      parseStatus: 'ready',
      pageCount: 8,
    })
  })

  it('fails the add job (not "not found") and adds nothing, for 4,000,000 glyphs on one page', async () => {
    const created = await createTestEngine()
    engine = created
    const { job } = await created.handlers['library.addPdf'](
      { fileName: 'glyphs.pdf', base64: Buffer.from(manyGlyphsPdf(4_000_000)).toString('base64') },
      context,
    )
    const final = await addJobFinished(created, job.id)
    expect(final).toMatchObject({
      state: 'failed',
      failure: { code: 'failed', message: expect.stringMatching(/far more text than a paper holds/) },
    })
    const listed = await created.handlers['library.list']({ sort: 'added', limit: 10, offset: 0 }, context)
    expect(listed.papers).toEqual([])
  })
})
