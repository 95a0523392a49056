import { afterEach, describe, expect, it } from 'vitest'
import { type LoopbackServer, startLoopbackServer } from '../../../helpers/loopback-server'
import { readSharedFixtureText } from '../../../helpers/shared-fixtures'
import { useTestEngine } from '../../../helpers/test-engine'

const createEngine = useTestEngine()
const context = { signal: new AbortController().signal }
let server: LoopbackServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

async function engineWithReplay() {
  server = await startLoopbackServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    response.writeHead(200, { 'content-type': path === '/api/query' ? 'application/atom+xml' : 'application/json' })
    response.end(
      path === '/api/query'
        ? readSharedFixtureText('arxiv/atom-legacy-search-au_del_maestro.xml')
        : readSharedFixtureText('ads/search-query-star-25rows.json'),
    )
  })
  const engine = await createEngine({ secrets: { 'ads-token': 'token' } })
  await engine.handlers['settings.set'](
    { patch: { services: { arxivBaseUrl: server.url, adsBaseUrl: server.url } }, secrets: [] },
    context,
  )
  return { engine, server }
}

describe('library.search like ADS', () => {
  it('sends the ADS query to ADS unchanged, a translated one to arXiv, and orders by citations', async () => {
    const { engine, server } = await engineWithReplay()
    const query = 'author:"Del Maestro" year:2012 property:refereed'
    const result = await engine.handlers['library.search'](
      { query, source: 'all', start: 20, rows: 10, sort: 'citation_count desc' },
      context,
    )
    const urls = server.requests.map((request) => new URL(request.url, 'http://127.0.0.1'))
    const ads = urls.find((url) => url.pathname === '/v1/search/query')
    const arxiv = urls.find((url) => url.pathname === '/api/query')
    expect(ads?.searchParams.get('q')).toBe(query)
    expect(ads?.searchParams.get('sort')).toBe('citation_count desc')
    expect(ads?.searchParams.get('start')).toBe('20')
    expect(arxiv?.searchParams.get('search_query')).toBe(
      'au:Del_Maestro AND submittedDate:[201201010000 TO 201212312359]',
    )
    expect(arxiv?.searchParams.get('start')).toBe('20')
    const counts = result.hits.map((hit) => hit.citationCount ?? -1)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(result.hits.some((hit) => hit.citationCount === null)).toBe(true)
  })

  it('sorting by date asks arXiv for the newest first; an ADS-only query does not reach arXiv', async () => {
    const { engine, server } = await engineWithReplay()
    const byDate = await engine.handlers['library.search'](
      { query: 'helium', source: 'all', start: 0, rows: 10, sort: 'date desc' },
      context,
    )
    const years = byDate.hits.map((hit) => hit.year ?? -1)
    expect(years).toEqual([...years].sort((a, b) => b - a))
    const arxiv = server.requests.find((request) => request.url.startsWith('/api/query'))
    expect(new URL(arxiv?.url ?? '', 'http://127.0.0.1').searchParams.get('sortBy')).toBe('submittedDate')

    const before = server.requests.filter((request) => request.url.startsWith('/api/query')).length
    const adsOnly = await engine.handlers['library.search'](
      { query: 'bibcode:2016ApJ...826...56R', source: 'all', start: 0, rows: 10 },
      context,
    )
    expect(server.requests.filter((request) => request.url.startsWith('/api/query'))).toHaveLength(before)
    expect(adsOnly.errors).toEqual([{ source: 'arxiv', message: expect.stringContaining('only ADS was asked') }])
  })
})

describe('library.search when a service fails', () => {
  it('answers with a code that sends the user to Settings → Services, keeping the service’s own words', async () => {
    server = await startLoopbackServer((_request, response) => {
      response.writeHead(400, { 'content-type': 'text/plain' })
      response.end('Malformed query')
    })
    const engine = await createEngine({ secrets: { 'ads-token': 'token' } })
    await engine.handlers['settings.set'](
      { patch: { services: { arxivBaseUrl: server.url, adsBaseUrl: server.url } }, secrets: [] },
      context,
    )
    const failure = await engine.handlers['library.search'](
      { query: 'helium', source: 'ads', start: 0, rows: 10 },
      context,
    ).catch((error: unknown) => error)
    expect(failure).toMatchObject({ code: 'library-service-failed', message: expect.stringContaining('HTTP 400') })
  })
})
