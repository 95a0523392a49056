import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { PaperUnavailableError } from '../../../electron/main/engine/library/download/download-errors'
import { emptyBibliography } from '../../../electron/shared/domain/paper'
import type { LoopbackHandler, LoopbackServer } from '../../helpers/loopback-server'
import { startLoopbackServer } from '../../helpers/loopback-server'
import { readSharedFixture } from '../../helpers/shared-fixtures'
import { useTempDir } from '../../helpers/temp-dir'
import { createTestLibrary } from './library-test-kit'

const pdf = readSharedFixture('pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf')
const pdfSha = createHash('sha256').update(pdf).digest('hex')
const loginPage =
  '<!DOCTYPE html><html><head><title>Sign in</title></head><body><form>Institutional login</form></body></html>'

const tempDir = useTempDir('astro-download-')
let server: LoopbackServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

async function setup(handler: LoopbackHandler) {
  server = await startLoopbackServer(handler)
  const libraryDir = tempDir()
  const library = createTestLibrary({
    libraryDir,
    urls: { arxivPdfBaseUrl: server.url, adsLinkGatewayBaseUrl: server.url, arxivHtmlBaseUrl: server.url },
  })
  const paper = library.service.importRecord({
    arxivId: '1111.2011',
    arxivVersion: 2,
    doi: '10.1103/physrevb.85.115117',
    bibcode: '2012PhRvB..85k5117M',
    title: 'Quantum Criticality for Extended Nodes on a Bethe Lattice',
    authors: ['Murray, J. M.'],
    abstract: '',
    year: 2012,
    venue: 'Phys. Rev. B',
    keywords: [],
    citationCount: null,
    openAccessUrls: [],
    publisherUrl: 'https://doi.org/10.1103/physrevb.85.115117',
    sources: ['ads'],
    bibliography: emptyBibliography,
  })
  return { ...library, paper, libraryDir, server }
}

describe('download_paper', () => {
  it('falls back from a missing arXiv PDF past a login page to the publisher PDF, with progress', async () => {
    const { service, paper, libraryDir, events, server } = await setup((request, response) => {
      if (request.url === '/pdf/1111.2011v2') {
        response.statusCode = 404
        response.end('not found')
      } else if (request.url?.endsWith('/EPRINT_PDF')) {
        response.writeHead(200, { 'content-type': 'text/html' })
        response.end(loginPage)
      } else {
        response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': pdf.length })
        response.end(pdf)
      }
    })
    const downloaded = await service.download(paper.id)
    expect(server.requests.map((request) => request.url)).toEqual([
      '/pdf/1111.2011v2',
      '/link_gateway/2012PhRvB..85k5117M/EPRINT_PDF',
      '/link_gateway/2012PhRvB..85k5117M/PUB_PDF',
    ])
    const path = join(libraryDir, 'papers', `${paper.id}.pdf`)
    expect(downloaded.pdfPath).toBe(path)
    expect(downloaded.downloadStatus).toBe('downloaded')
    expect(createHash('sha256').update(readFileSync(path)).digest('hex')).toBe(pdfSha)
    expect(readdirSync(join(libraryDir, 'papers'))).toEqual([`${paper.id}.pdf`])
    const progress = events.filter((event) => event.type === 'library-progress')
    expect(progress.at(-1)).toMatchObject({ paperId: paper.id, task: 'download', fraction: 1 })
    expect(
      progress.some((event) => event.type === 'library-progress' && event.fraction > 0 && event.fraction < 1),
    ).toBe(true)
  })

  it('says when no open copy exists and offers the publisher link', async () => {
    const { service, paper, libraryDir } = await setup((request, response) => {
      if (request.url?.startsWith('/pdf/')) {
        response.statusCode = 404
        response.end()
      } else {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        response.end(loginPage)
      }
    })
    const attempt = service.download(paper.id)
    await expect(attempt).rejects.toBeInstanceOf(PaperUnavailableError)
    await expect(service.download(paper.id)).rejects.toThrow(
      /HTTP 404.*login or paywall page.*https:\/\/doi\.org\/10\.1103\/physrevb\.85\.115117/,
    )
    expect(service.get(paper.id).downloadStatus).toBe('unavailable')
    expect(readdirSync(join(libraryDir, 'papers'))).toEqual([])
  })

  it('resumes a transfer that broke off, with a Range request', async () => {
    const half = Math.floor(pdf.length / 2)
    const { service, paper, server } = await setup((request, response) => {
      const range = request.headers.range
      if (!range) {
        response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': pdf.length })
        response.write(pdf.subarray(0, half), () => response.socket?.destroy())
        return
      }
      const start = Number(/bytes=(\d+)-/.exec(range)?.[1])
      response.writeHead(206, {
        'content-type': 'application/pdf',
        'content-range': `bytes ${start}-${pdf.length - 1}/${pdf.length}`,
        'content-length': pdf.length - start,
      })
      response.end(pdf.subarray(start))
    })
    const downloaded = await service.download(paper.id)
    expect(server.requests).toHaveLength(2)
    const resumedFrom = Number(/bytes=(\d+)-/.exec(String(server.requests[1]?.headers.range))?.[1])
    expect(resumedFrom).toBeGreaterThan(0)
    expect(resumedFrom).toBeLessThanOrEqual(half)
    expect(
      createHash('sha256')
        .update(readFileSync(downloaded.pdfPath ?? ''))
        .digest('hex'),
    ).toBe(pdfSha)
  })

  it('discards a file whose checksum does not match what the server announced', async () => {
    const wrong = createHash('sha256').update('something else').digest('base64')
    const { service, paper, libraryDir } = await setup((request, response) => {
      if (request.url?.startsWith('/pdf/')) {
        response.writeHead(200, { 'content-type': 'application/pdf', 'repr-digest': `sha-256=:${wrong}:` })
        response.end(pdf)
      } else {
        response.statusCode = 404
        response.end()
      }
    })
    await expect(service.download(paper.id)).rejects.toThrow(/damaged: its SHA-256 is [0-9a-f]{64}/)
    expect(existsSync(join(libraryDir, 'papers', `${paper.id}.pdf`))).toBe(false)
    expect(readdirSync(join(libraryDir, 'papers'))).toEqual([])
  })

  it('accepts a file whose announced checksum matches', async () => {
    const right = createHash('sha256').update(pdf).digest('base64')
    const { service, paper } = await setup((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/pdf', 'repr-digest': `sha-256=:${right}:` })
      response.end(pdf)
    })
    expect((await service.download(paper.id)).downloadStatus).toBe('downloaded')
  })

  it('stops when cancelled and leaves the paper ready to try again', async () => {
    const { service, paper } = await setup((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': pdf.length })
      response.write(pdf.subarray(0, 1000))
    })
    const controller = new AbortController()
    const attempt = service.download(paper.id, {
      signal: controller.signal,
      onProgress: (progress) => {
        if (progress.fraction > 0) controller.abort(new Error('cancelled by the user'))
      },
    })
    await expect(attempt).rejects.toThrow()
    expect(service.get(paper.id).downloadStatus).toBe('none')
  })
})
