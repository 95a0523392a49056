import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type CliIo, runLibraryCli } from '../../../electron/main/hosts/headless/library-cli'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { readSharedFixture, readSharedFixtureText, sharedFixturesDir } from '../../helpers/shared-fixtures'
import { useTempDir } from '../../helpers/temp-dir'

const tempDir = useTempDir('astro-cli-')
let server: LoopbackServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

const pdf = readSharedFixture('pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf')

function io(env: Record<string, string> = {}) {
  const out: string[] = []
  const error: string[] = []
  const value: CliIo = { out: (text) => out.push(text), error: (text) => error.push(text), env, cwd: sharedFixturesDir }
  return { value, out, error }
}

describe('npm run library', { timeout: 60_000 }, () => {
  it('searches, imports, downloads and exports BibTeX against configurable services', async () => {
    server = await startLoopbackServer((request, response) => {
      if (request.url?.startsWith('/api/query'))
        response.end(readSharedFixtureText('arxiv/atom-legacy-search-au_del_maestro.xml'))
      else if (request.url?.startsWith('/v1/search/query'))
        response.end(readSharedFixtureText('ads/search-query-star-25rows.json'))
      else if (request.url?.startsWith('/pdf/')) {
        response.writeHead(200, { 'content-type': 'application/pdf' })
        response.end(pdf)
      } else {
        response.statusCode = 404
        response.end()
      }
    })
    const dataDir = tempDir()
    const common = [
      '--data-dir',
      dataDir,
      '--arxiv-url',
      server.url,
      '--ads-url',
      server.url,
      '--sesame-url',
      server.url,
    ]
    const search = io({ ADS_TOKEN: 'cli-token' })
    expect(await runLibraryCli(['search', 'star', '--source', 'all', ...common], search.value)).toBe(0)
    expect(search.out.join('\n')).toContain('A Luttinger Liquid Core Inside Helium-4 Filled Nanopores')
    expect(search.out.join('\n')).toContain('bibcode:2021NewA...8301491M')
    expect(server.requests.find((request) => request.url.startsWith('/v1/'))?.headers.authorization).toBe(
      'Bearer cli-token',
    )

    const imported = io()
    expect(await runLibraryCli(['import', '1201.4869', ...common], imported.value)).toBe(0)
    expect(imported.out).toEqual([expect.stringMatching(/\tA Luttinger Liquid Core Inside Helium-4 Filled Nanopores$/)])

    const download = io()
    expect(await runLibraryCli(['download', '1201.4869', ...common], download.value)).toBe(0)
    expect(download.out[0]).toMatch(new RegExp(`^${dataDir}/library/papers/.+\\.pdf$`))

    const bibtex = io()
    expect(await runLibraryCli(['export-bibtex', ...common], bibtex.value)).toBe(0)
    expect(bibtex.out.join('\n')).toContain('@article{delmaestro2012luttinger,')
  })

  it('parses a PDF to JSON pages and sections without touching a library', async () => {
    const run = io()
    expect(
      await runLibraryCli(['parse', 'pdfs/cs-arXiv-2304.02623v1-ACM-acmart-twocolumn.pdf', '--json'], run.value),
    ).toBe(0)
    const result = JSON.parse(run.out.join('\n')) as {
      status: string
      pages: { page: number; text: string }[]
      sections: { title: string }[]
    }
    expect(result.status).toBe('ready')
    expect(result.pages.map((page) => page.page)).toEqual([1, 2, 3, 4])
    expect(result.sections.map((section) => section.title)).toContain('REFERENCES')
  })

  it('resolves a target and fails (exit 1) for an unknown one', async () => {
    server = await startLoopbackServer(
      (_request, response) =>
        void response.end(readSharedFixtureText('sesame/sesame-xml-3-targets-ngc4258-found-and-notfound.xml')),
    )
    const run = io()
    expect(
      await runLibraryCli(['target', 'ngc 4258', '--data-dir', tempDir(), '--sesame-url', server.url], run.value),
    ).toBe(0)
    expect(JSON.parse(run.out.join('\n'))).toMatchObject({ name: 'ngc 4258', found: true, objectType: 'LIN' })
    const notFound = io()
    const emptyAnswer = '<?xml version="1.0"?><Sesame><Target><name>goober</name></Target></Sesame>'
    await server.close()
    server = await startLoopbackServer((_request, response) => void response.end(emptyAnswer))
    expect(
      await runLibraryCli(['target', 'goober', '--data-dir', tempDir(), '--sesame-url', server.url], notFound.value),
    ).toBe(1)
  })

  it('creates a --data-dir that does not exist yet, as the hosts do', async () => {
    const dataDir = join(tempDir(), 'new', 'nested')
    const run = io()
    expect(await runLibraryCli(['export-bibtex', '--data-dir', dataDir], run.value)).toBe(0)
    expect(run.error).toEqual([])
    expect(existsSync(join(dataDir, 'astroresearch.sqlite'))).toBe(true)
  })

  it('exits 2 with usage for bad arguments', async () => {
    const unknown = io()
    expect(await runLibraryCli(['frobnicate', '--data-dir', tempDir()], unknown.value)).toBe(2)
    expect(unknown.error.join('\n')).toContain('Unknown command "frobnicate"')
    const badUrl = io()
    expect(await runLibraryCli(['search', 'x', '--ads-url', 'not a url'], badUrl.value)).toBe(2)
    const missing = io()
    expect(await runLibraryCli(['parse'], missing.value)).toBe(2)
  })
})
