import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { migrations } from '../../../../electron/main/engine/db/migrations'
import { openDatabase } from '../../../../electron/main/engine/db/open-database'
import {
  createLibraryProvider,
  libraryUrlsFrom,
} from '../../../../electron/main/engine/library/commands/library-provider'
import { createLibraryViewHandlers } from '../../../../electron/main/engine/library/commands/library-view-handlers'
import { type CommandName, commands, type ParsedCommandInput } from '../../../../electron/shared/contract/commands'
import type { EventInput } from '../../../../electron/shared/contract/events'
import { CommandError } from '../../../../electron/shared/contract/transport'
import { type Settings, settingsSchema } from '../../../../electron/shared/domain/settings'
import { type LoopbackServer, startLoopbackServer } from '../../../helpers/loopback-server'
import { readSharedFixture } from '../../../helpers/shared-fixtures'
import { useTempDir } from '../../../helpers/temp-dir'

const tempDir = useTempDir('astro-library-view-')
let server: LoopbackServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

const pdf = readSharedFixture('pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf')

function setup(services: Partial<Settings['services']> = {}) {
  let settings = settingsSchema.parse({ libraryDir: tempDir() })
  settings = { ...settings, services: { ...settings.services, ...services } }
  const events: EventInput[] = []
  const provider = createLibraryProvider({
    db: openDatabase(':memory:', migrations).db,
    settings: { get: () => settings },
    secrets: { get: async () => null },
    emit: (event) => events.push(event),
  })
  const handlers = createLibraryViewHandlers(provider)
  const invoke = <N extends keyof typeof handlers & CommandName>(name: N, input: unknown) => {
    const parsed = commands[name].input.parse(input) as ParsedCommandInput<N>
    return handlers[name](parsed, { signal: new AbortController().signal })
  }
  return {
    invoke,
    events,
    provider,
    changeSettings: (next: Partial<Settings['services']>) => {
      settings = { ...settings, services: { ...settings.services, ...next } }
    },
  }
}

const record = {
  arxivId: '1111.2011',
  doi: null,
  bibcode: null,
  title: 'Quantum Criticality for Extended Nodes on a Bethe Lattice',
  authors: ['James M. Murray', 'Adrian Del Maestro', 'Zlatko Tešanović'],
  arxivVersion: 2,
  sources: ['arxiv'],
}

describe('library service URLs from settings', () => {
  it('keeps the public hosts apart and sends everything to a configured mirror', () => {
    const defaults = libraryUrlsFrom(settingsSchema.parse({}).services)
    expect(defaults.arxivPdfBaseUrl).toBe('https://arxiv.org')
    expect(defaults.adsLinkGatewayBaseUrl).toBe('https://ui.adsabs.harvard.edu')
    const mirrored = libraryUrlsFrom({
      ...settingsSchema.parse({}).services,
      arxivBaseUrl: 'http://127.0.0.1:9001',
      adsBaseUrl: 'http://127.0.0.1:9002',
    })
    expect(mirrored).toMatchObject({
      arxivPdfBaseUrl: 'http://127.0.0.1:9001',
      arxivHtmlBaseUrl: 'http://127.0.0.1:9001',
      adsLinkGatewayBaseUrl: 'http://127.0.0.1:9002',
    })
  })

  it('shares one library until a service URL changes', () => {
    const { provider, changeSettings } = setup()
    const first = provider()
    expect(provider()).toBe(first)
    changeSettings({ arxivBaseUrl: 'http://127.0.0.1:9001' })
    expect(provider()).not.toBe(first)
  })
})

describe('library view commands', () => {
  it('imports a record, downloads its PDF from the mirror with progress and hands the bytes to the reader', async () => {
    server = await startLoopbackServer((request, response) => {
      if (request.url?.startsWith('/pdf/1111.2011')) {
        response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(pdf.length) })
        response.end(pdf)
      } else {
        response.writeHead(404)
        response.end()
      }
    })
    const { invoke, events } = setup({ arxivBaseUrl: server.url })
    const { papers } = await invoke('library.import', { records: [record] })
    const paperId = papers[0]?.id ?? ''
    await expect(invoke('paper.file', { paperId })).rejects.toThrow(/no downloaded PDF yet\. Download it first/)

    const downloaded = await invoke('paper.download', { paper: paperId })
    expect(downloaded.downloadStatus).toBe('downloaded')
    const progress = events.filter((event) => event.type === 'library-progress')
    expect(progress.at(-1)).toMatchObject({ paperId, task: 'download', fraction: 1 })
    const file = await invoke('paper.file', { paperId })
    expect(Buffer.from(file.base64, 'base64').equals(pdf)).toBe(true)
    expect(file.size).toBe(pdf.length)
  })

  it('refuses to hand the reader a stored file that is not a PDF', async () => {
    server = await startLoopbackServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/pdf' })
      response.end(pdf)
    })
    const { invoke, provider } = setup({ arxivBaseUrl: server.url })
    const { papers } = await invoke('library.import', { records: [record] })
    const paperId = papers[0]?.id ?? ''
    await invoke('paper.download', { paper: paperId })
    const stored = provider().context.content.file(paperId, 'pdf')
    writeFileSync(resolve(provider().context.libraryDir, stored?.path ?? 'missing'), '<html>login</html>')
    await expect(invoke('paper.file', { paperId })).rejects.toThrow(/is not a PDF\. Download it again/)
  })

  it('saves, lists and deletes highlights and notes by paper', async () => {
    const { invoke } = setup()
    const { papers } = await invoke('library.import', { records: [record] })
    const paper = papers[0]?.id ?? ''
    const highlight = await invoke('highlight.save', {
      paper,
      page: 2,
      quote: 'critical exponents',
      rects: [{ x: 0.1, y: 0.2, width: 0.3, height: 0.02 }],
      color: 'green',
    })
    await invoke('note.save', { paper, page: 2, content: 'compare with Table 1' })
    await invoke('note.save', { paper, content: 'read the appendix' })
    expect(await invoke('highlight.list', { paper: 'arXiv:1111.2011' })).toEqual([highlight])
    expect((await invoke('note.list', { paper })).map((note) => [note.page, note.content])).toEqual([
      [2, 'compare with Table 1'],
      [null, 'read the appendix'],
    ])
    expect(await invoke('highlight.delete', { id: highlight.id })).toEqual({ removed: true })
    expect(await invoke('highlight.list', { paper })).toEqual([])
  })

  it('filters the library by tag, collection and text, and manages collections', async () => {
    const { invoke } = setup()
    const { papers } = await invoke('library.import', {
      records: [record, { ...record, arxivId: '1201.4869', title: 'A Luttinger Liquid Core Inside Helium-4' }],
    })
    const [bethe, luttinger] = papers
    await invoke('paper.update', { paper: bethe?.id, tags: ['criticality'], addCollections: ['Thesis'] })
    await invoke('collection.rename', { from: 'Thesis', to: 'Thesis ch. 2' })
    expect((await invoke('library.list', { tag: 'criticality' })).papers.map((paper) => paper.id)).toEqual([bethe?.id])
    expect((await invoke('library.list', { collection: 'Thesis ch. 2' })).total).toBe(1)
    expect((await invoke('library.list', { text: 'helium' })).papers.map((paper) => paper.id)).toEqual([luttinger?.id])
    expect(await invoke('collection.list', {})).toEqual([{ name: 'Thesis ch. 2', count: 1 }])
  })

  it('reports an unknown paper as not found, with the way forward', async () => {
    const { invoke } = setup()
    const failure = await invoke('paper.get', { paper: '2401.99999' }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(CommandError)
    expect(failure).toMatchObject({ code: 'not-found', message: expect.stringMatching(/Import it first/) })
  })
})
