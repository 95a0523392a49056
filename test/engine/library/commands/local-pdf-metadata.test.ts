import { describe, expect, it } from 'vitest'
import { identityFromMetadata } from '../../../../electron/main/engine/library/local-pdf/pdf-metadata-identity'
import { readPdfDocument } from '../../../../electron/main/engine/library/parse/pdf-text-pool'
import type { AddJob } from '../../../../electron/shared/domain/library-add'
import { type LoopbackServer, startLoopbackServer } from '../../../helpers/loopback-server'
import { type TestEngine, useTestEngine } from '../../../helpers/test-engine'
import { addJobFinished } from '../add-job-finished'
import { fixtureText } from '../library-test-kit'
import { pdfWithMetadata, xmpPacket } from '../pdf-with-metadata'

const createEngine = useTestEngine()
const context = { signal: new AbortController().signal }
const DOI = '10.5555/12345678'
const crossrefAnswer = JSON.parse(fixtureText('crossref/works-10.5555-12345678.json')) as {
  request: { uri: string }
  status: number
  headers: Record<string, string>
  body: unknown
}
const crossrefTitle = 'Toward a Unified Theory of High-Energy Metaphysics: Silly String Theory'

/** Crossref giving its answer for the one DOI it knows, 404 for any other, as the real API does. */
function startCrossref(): Promise<LoopbackServer> {
  const path = new URL(crossrefAnswer.request.uri).pathname
  return startLoopbackServer((request, response) => {
    if (request.url === path) {
      response.writeHead(crossrefAnswer.status, crossrefAnswer.headers)
      response.end(JSON.stringify(crossrefAnswer.body))
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' })
      response.end('Resource not found.')
    }
  })
}

/** arXiv and ADS on a closed port (no token either): only Crossref can say what the paper is. */
async function engineWithCrossref(crossrefBaseUrl: string): Promise<TestEngine> {
  const closed = await startLoopbackServer(() => {})
  await closed.close()
  const engine = await createEngine()
  await engine.handlers['settings.set'](
    { patch: { services: { arxivBaseUrl: closed.url, adsBaseUrl: closed.url, crossrefBaseUrl } }, secrets: [] },
    context,
  )
  return engine
}

async function addPdf(engine: TestEngine, bytes: Uint8Array): Promise<AddJob> {
  const { job } = await engine.handlers['library.addPdf'](
    { fileName: 'download.pdf', base64: Buffer.from(bytes).toString('base64') },
    context,
  )
  return addJobFinished(engine, job.id)
}

const withXmpDoi = pdfWithMetadata({
  pageText: 'Results are shown in the figures below.',
  info: { Title: 'Microsoft Word - ms_final.docx', Producer: 'Acrobat Distiller' },
  xmp: xmpPacket({ doi: DOI }),
})

describe('a local PDF described by its own metadata', { timeout: 60_000 }, () => {
  it('reads the Info dictionary and the XMP properties of a PDF', async () => {
    const { metadata } = await readPdfDocument(withXmpDoi, { maxPages: 2, metadata: true })
    expect(metadata?.xmp['prism:doi']).toBe(DOI)
    expect(metadata?.info.Producer).toBe('Acrobat Distiller')
    expect(identityFromMetadata(metadata)).toEqual({ arxivId: null, doi: DOI, title: '' })
  })

  it('finds a DOI in the Info Subject and takes a real XMP title, never a file name', () => {
    expect(
      identityFromMetadata({
        info: { Subject: 'Astronomy & Astrophysics, 2019, doi:10.1051/0004-6361/201935046', Title: 'ms.dvi' },
        xmp: { 'dc:title': 'Upper limits on CN from exocomets' },
      }),
    ).toEqual({ arxivId: null, doi: '10.1051/0004-6361/201935046', title: 'Upper limits on CN from exocomets' })
  })

  it('a DOI from the XMP is resolved through Crossref when ADS and arXiv cannot say', async () => {
    const crossref = await startCrossref()
    try {
      const engine = await engineWithCrossref(crossref.url)
      const final = await addPdf(engine, withXmpDoi)
      expect(final).toMatchObject({ state: 'done', title: crossrefTitle })
      const paper = await engine.handlers['paper.get']({ paper: final.paperId ?? '' }, context)
      expect(paper).toMatchObject({ doi: DOI, venue: 'Journal of Psychoceramics', year: 2008, citationCount: 12 })
      expect(paper.authors).toEqual(['Carberry, Josiah'])
      expect(paper.sources).toEqual(expect.arrayContaining(['crossref', 'inbox']))
      expect(crossref.requests.map((request) => request.url)).toEqual([`/works/${DOI}`])
    } finally {
      await crossref.close()
    }
  })

  it('a pasted DOI nobody but Crossref knows is added in one action', async () => {
    const crossref = await startCrossref()
    try {
      const engine = await engineWithCrossref(crossref.url)
      const { jobs } = await engine.handlers['library.add'](
        { identifiers: [`https://doi.org/${DOI}`], records: [] },
        context,
      )
      const final = await addJobFinished(engine, jobs[0]?.id ?? '')
      expect(final.title).toBe(crossrefTitle)
      // Crossref's volume, issue, pages, month and type are kept, and the export gives them.
      const paper = await engine.handlers['paper.get']({ paper: final.paperId ?? '' }, context)
      expect(paper.bibliography).toMatchObject({
        entryType: 'article',
        volume: '5',
        issue: '11',
        pages: '1-3',
        month: '08',
      })
      const { bibtex } = await engine.handlers['library.exportBibtex']({ paperIds: [paper.id] }, context)
      expect(bibtex).toMatch(/^@article\{/u)
      for (const field of ['volume = {5}', 'number = {11}', 'pages = {1-3}', 'month = aug'])
        expect(bibtex).toContain(field)
    } finally {
      await crossref.close()
    }
  })

  it('offline, the DOI is kept and the XMP title used, Crossref asked once and not again', async () => {
    // Crossref fails the way an overloaded server does; arXiv and ADS are unreachable.
    const failing = await startLoopbackServer((_request, response) => {
      response.writeHead(503)
      response.end()
    })
    const engine = await engineWithCrossref(failing.url)
    const final = await addPdf(
      engine,
      pdfWithMetadata({
        pageText: 'Results are shown in the figures below.',
        xmp: xmpPacket({ doi: DOI, title: 'Silly string theory, a draft' }),
      }),
    )
    expect(final).toMatchObject({ state: 'done', title: 'Silly string theory, a draft' })
    const paper = await engine.handlers['paper.get']({ paper: final.paperId ?? '' }, context)
    expect(paper.doi).toBe(DOI)
    expect(failing.requests).toHaveLength(1)
    await failing.close()
  })
})
