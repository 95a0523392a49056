import { existsSync, readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { emptyBibliography } from '../../../electron/shared/domain/paper'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { readSharedFixture } from '../../helpers/shared-fixtures'
import { useTempDir } from '../../helpers/temp-dir'
import { blankPdf } from './blank-pdf'
import { createTestLibrary } from './library-test-kit'

const physics = readSharedFixture('pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf')
const arxivHtml = `<!DOCTYPE html><html><head><title>x</title></head><body><nav>skip me</nav><article class="ltx_document">
<h1 class="ltx_title ltx_title_document">Quantum Criticality for Extended Nodes</h1>
<section><h2>I. Introduction</h2><p>The action <math alttext="S_{\\rm eff}=\\int d^{d}x\\,\\phi^{2}" display="inline"><mi>S</mi></math> is local.</p>
<math alttext="\\chi\\propto|g-g_{c}|^{-\\gamma}" display="block"><mi>χ</mi></math></section></article></body></html>`

const tempDir = useTempDir('astro-parse-')
let server: LoopbackServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

async function libraryServing(pdf: Uint8Array, html: string | null) {
  server = await startLoopbackServer((request, response) => {
    if (request.url?.startsWith('/html/')) {
      if (html === null) {
        response.statusCode = 404
        response.end()
      } else {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        response.end(html)
      }
      return
    }
    response.writeHead(200, { 'content-type': 'application/pdf' })
    response.end(pdf)
  })
  const library = createTestLibrary({
    libraryDir: tempDir(),
    urls: { arxivPdfBaseUrl: server.url, arxivHtmlBaseUrl: server.url, adsLinkGatewayBaseUrl: server.url },
  })
  const paper = library.service.importRecord({
    arxivId: '1111.2011',
    doi: null,
    bibcode: null,
    title: 'Quantum Criticality for Extended Nodes on a Bethe Lattice',
    authors: ['James M. Murray'],
    abstract: '',
    year: 2012,
    venue: '',
    keywords: [],
    citationCount: null,
    arxivVersion: 2,
    openAccessUrls: [],
    publisherUrl: null,
    sources: ['arxiv'],
    bibliography: emptyBibliography,
  })
  await library.service.download(paper.id)
  return { ...library, paper }
}

describe('parse_paper through the library', { timeout: 60_000 }, () => {
  it('stores Markdown, per-page text and sections, and arXiv HTML with LaTeX math', async () => {
    const { service, paper, events } = await libraryServing(new Uint8Array(physics), arxivHtml)
    const parsed = await service.parse(paper.id)
    expect(parsed).toMatchObject({ parseStatus: 'ready', pageCount: 8, parseError: null })
    expect(parsed.markdownPath && readFileSync(parsed.markdownPath, 'utf8')).toContain('<a id="page-8"></a>')
    const page8 = await service.content(paper.id, { pageFrom: 8 })
    expect(page8.text.startsWith('<a id="page-8"></a>')).toBe(true)
    expect(page8.text).toContain('Predrag Nikolic')
    const discussion = await service.content(paper.id, { section: 'discussion' })
    expect(discussion.text.startsWith('## V. DISCUSSION')).toBe(true)
    expect(discussion.text).not.toContain('## ACKNOWLEDGMENTS')
    const html = await service.content(paper.id, { source: 'html' })
    expect(html.text).toContain('$S_{\\rm eff}=\\int d^{d}x\\,\\phi^{2}$ is local.')
    expect(html.text).toContain('$$\\chi\\propto|g-g_{c}|^{-\\gamma}$$')
    expect(html.text).not.toContain('skip me')
    const parseEvents = events.filter((event) => event.type === 'library-progress' && event.task === 'parse')
    expect(parseEvents.at(-1)).toMatchObject({ fraction: 1, message: expect.stringContaining('Parsed 8 pages') })
  })

  it('pages through long content with offset and limit', async () => {
    const { service, paper } = await libraryServing(new Uint8Array(physics), null)
    await service.parse(paper.id)
    const first = await service.content(paper.id, { limit: 1000 })
    expect(first.text).toHaveLength(1000)
    expect(first.nextOffset).toBe(1000)
    const second = await service.content(paper.id, { offset: first.nextOffset ?? 0, limit: 1000 })
    const whole = await service.content(paper.id, { limit: 1_000_000 })
    expect(first.text + second.text).toBe(whole.text.slice(0, 2000))
    expect(whole.nextOffset).toBeNull()
    await expect(service.content(paper.id, { source: 'html' })).rejects.toThrow('No arXiv HTML')
    await expect(service.content(paper.id, { section: 'no such section' })).rejects.toThrow('Sections: ')
  })

  it('reports a scanned (text-less) PDF as no-text, never ready', async () => {
    const { service, paper } = await libraryServing(blankPdf(3), null)
    const parsed = await service.parse(paper.id)
    expect(parsed.parseStatus).toBe('no-text')
    expect(parsed.parseError).toContain('no text layer')
    await expect(service.content(paper.id, {})).rejects.toThrow('no text layer')
  })

  it('fails a broken PDF with a clear reason and keeps the file', async () => {
    const broken = new Uint8Array(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\nthis is not a complete PDF'))
    const { service, paper } = await libraryServing(broken, null)
    await expect(service.parse(paper.id)).rejects.toThrow('could not be read as a PDF')
    const after = service.get(paper.id)
    expect(after.parseStatus).toBe('failed')
    expect(after.parseError).toContain('Nothing was changed')
    expect(after.pdfPath && existsSync(after.pdfPath)).toBe(true)
    expect(after.downloadStatus).toBe('downloaded')
  })

  it('asks for a download before parsing', async () => {
    const { service } = createTestLibrary({ libraryDir: tempDir() })
    const paper = service.importRecord({
      arxivId: '2401.00010',
      doi: null,
      bibcode: null,
      title: 'Not downloaded',
      authors: [],
      abstract: '',
      year: null,
      venue: '',
      keywords: [],
      citationCount: null,
      arxivVersion: null,
      openAccessUrls: [],
      publisherUrl: null,
      sources: ['manual'],
      bibliography: emptyBibliography,
    })
    await expect(service.parse(paper.id)).rejects.toThrow('download it first')
  })
})
