import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type LoopbackServer, startLoopbackServer } from '../helpers/loopback-server'
import { createTestEngine, type TestEngine } from '../helpers/test-engine'
import { nestedGraphicsStatePdf } from './hostile-pdf'

const context = { signal: new AbortController().signal }
let engine: TestEngine | undefined
let server: LoopbackServer | undefined
afterEach(async () => {
  await engine?.dispose()
  await server?.close()
  engine = undefined
  server = undefined
})

/** An engine whose arXiv mirror (a loopback server) serves `pdf` for every paper, with one paper downloaded. */
async function engineWithPaper(pdf: Uint8Array): Promise<{ engine: TestEngine; paperId: string }> {
  server = await startLoopbackServer((request, response) => {
    if (!request.url?.startsWith('/pdf/')) {
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
      records: [
        {
          arxivId: '2401.00001',
          doi: null,
          bibcode: null,
          title: 'A stalling PDF',
          authors: ['Mallory'],
          abstract: '',
          year: 2024,
          venue: '',
          keywords: [],
          citationCount: null,
          arxivVersion: 1,
          openAccessUrls: [],
          publisherUrl: null,
          sources: ['arxiv'],
        },
      ],
      identifiers: [],
    },
    context,
  )
  const paperId = papers[0]?.id ?? ''
  await created.handlers['paper.download']({ paper: paperId, force: false }, context)
  return { engine: created, paperId }
}

describe('a hostile PDF through the engine', { timeout: 60_000 }, () => {
  it('leaves the engine answering within 1 s, and dispose stops the stalled read within a few seconds', async () => {
    const { engine: running, paperId } = await engineWithPaper(nestedGraphicsStatePdf(20_000))
    const parsing = running.handlers['paper.parse']({ paper: paperId }, context).then(
      () => 'parsed',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    )
    const latencies: number[] = []
    for (let attempt = 0; attempt < 5; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      const started = Date.now()
      await running.handlers['library.list']({ limit: 10, offset: 0 }, context)
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
