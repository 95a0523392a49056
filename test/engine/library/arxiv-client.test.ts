import { afterEach, describe, expect, it, vi } from 'vitest'
import { ArxivApiError } from '../../../electron/main/engine/library/arxiv/arxiv-atom-parser'
import { ArxivClient } from '../../../electron/main/engine/library/arxiv/arxiv-client'
import { HttpStatusError } from '../../../electron/main/engine/library/http/http-error'
import { RateLimiter } from '../../../electron/main/engine/library/http/rate-limiter'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { readSharedFixtureText } from '../../helpers/shared-fixtures'
import { fakeTiming, manualTiming, noRetryDelay } from './library-test-kit'

const search = readSharedFixtureText('arxiv/atom-legacy-search-au_del_maestro.xml')
const empty = readSharedFixtureText('arxiv/id_0000.0000_s0_m100_8b51d9633a68.xml')
const recordedError = JSON.parse(readSharedFixtureText('arxiv/recorded-id_abc_s0_m100_b79c8dcf6bc3.json')) as {
  status_code: number
  body: string
}

let server: LoopbackServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

function client(url: string, timing = fakeTiming()) {
  return {
    timing,
    arxiv: new ArxivClient({ baseUrl: url, rateLimiter: new RateLimiter(3000, timing), retryPolicy: noRetryDelay }),
  }
}

describe('ArxivClient', () => {
  it('searches with search_query syntax and keeps ids as strings', async () => {
    server = await startLoopbackServer((_request, response) => {
      response.setHeader('content-type', 'application/atom+xml')
      response.end(search)
    })
    const { arxiv } = client(server.url)
    const feed = await arxiv.query({ searchQuery: 'au:del_maestro', maxResults: 10, sortBy: 'submittedDate' })
    const url = new URL(server.requests[0]?.url ?? '', server.url)
    expect(url.pathname).toBe('/api/query')
    expect(url.searchParams.get('search_query')).toBe('au:del_maestro')
    expect(url.searchParams.get('max_results')).toBe('10')
    expect(url.searchParams.get('sortBy')).toBe('submittedDate')
    expect(feed.totalResults).toBe(31)
    expect(feed.entries).toHaveLength(10)
    const first = feed.entries[0]
    expect(first?.arxivId).toBe('1201.4869')
    expect(first?.version).toBe(1)
    expect(first?.title).toBe('A Luttinger Liquid Core Inside Helium-4 Filled Nanopores')
    expect(first?.authors).toEqual(['Adrian Del Maestro'])
    expect(first?.doi).toBe('10.1142/s021797921244002x')
    expect(first?.abstract.startsWith('As helium-4 is cooled below 2.17 K')).toBe(true)
    for (const entry of feed.entries) expect(typeof entry.arxivId).toBe('string')
  })

  it('returns an empty feed for an unknown id', async () => {
    server = await startLoopbackServer((_request, response) => void response.end(empty))
    const feed = await client(server.url).arxiv.query({ idList: ['0000.0000'] })
    expect(feed.totalResults).toBe(0)
    expect(feed.entries).toEqual([])
    expect(new URL(server.requests[0]?.url ?? '', server.url).searchParams.get('id_list')).toBe('0000.0000')
  })

  it("reports arXiv's own words for a malformed id (HTTP 400 with an error entry)", async () => {
    server = await startLoopbackServer((_request, response) => {
      response.statusCode = recordedError.status_code
      response.end(recordedError.body)
    })
    const attempt = client(server.url).arxiv.query({ idList: ['abc'] })
    await expect(attempt).rejects.toBeInstanceOf(ArxivApiError)
    await expect(attempt).rejects.toThrow('incorrect id format for abc')
    expect(server.requests).toHaveLength(1)
  })

  it('retries 5xx answers, then succeeds', async () => {
    let calls = 0
    server = await startLoopbackServer((_request, response) => {
      calls++
      if (calls === 1) {
        response.statusCode = 503
        response.end('busy')
      } else response.end(search)
    })
    const feed = await client(server.url).arxiv.query({ searchQuery: 'au:del_maestro' })
    expect(feed.entries).toHaveLength(10)
    expect(calls).toBe(2)
  })

  it('gives up after its retries with the last status', async () => {
    server = await startLoopbackServer((_request, response) => {
      response.statusCode = 502
      response.end('bad gateway')
    })
    const attempt = client(server.url).arxiv.query({ searchQuery: 'x' })
    await expect(attempt).rejects.toBeInstanceOf(HttpStatusError)
    expect(server.requests).toHaveLength(3)
  })

  it('spaces requests three seconds apart, shared by every caller (fake clock)', async () => {
    server = await startLoopbackServer((_request, response) => void response.end(search))
    const timing = manualTiming()
    const limiter = new RateLimiter(3000, timing)
    const first = new ArxivClient({ baseUrl: server.url, rateLimiter: limiter, retryPolicy: noRetryDelay })
    const second = new ArxivClient({ baseUrl: server.url, rateLimiter: limiter, retryPolicy: noRetryDelay })
    const all = Promise.all([
      first.query({ searchQuery: 'a' }),
      second.query({ searchQuery: 'b' }),
      first.query({ searchQuery: 'c' }),
    ])
    const requests = () => server?.requests.length ?? 0
    await vi.waitFor(() => expect(requests()).toBe(1))
    expect(timing.pending()).toBe(2)
    timing.advance(2999)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(requests()).toBe(1)
    timing.advance(1)
    await vi.waitFor(() => expect(requests()).toBe(2))
    timing.advance(3000)
    await vi.waitFor(() => expect(requests()).toBe(3))
    await all
    expect(
      server.requests.map((request) => new URL(request.url, server?.url).searchParams.get('search_query')),
    ).toEqual(['a', 'b', 'c'])
  })

  it('pages with start and max_results up to the limit', async () => {
    server = await startLoopbackServer((_request, response) => void response.end(search))
    const { arxiv } = client(server.url)
    const feed = await arxiv.queryAll({ searchQuery: 'au:del_maestro', maxResults: 10 }, 25)
    const starts = server.requests.map((request) => new URL(request.url, server?.url).searchParams.get('start'))
    const sizes = server.requests.map((request) => new URL(request.url, server?.url).searchParams.get('max_results'))
    expect(starts).toEqual(['0', '10', '20'])
    expect(sizes).toEqual(['10', '10', '5'])
    expect(feed.entries).toHaveLength(30)
  })

  it('never asks for more than 2000 results a call', async () => {
    server = await startLoopbackServer((_request, response) => void response.end(empty))
    await client(server.url).arxiv.query({ searchQuery: 'all:star', maxResults: 5000 })
    expect(new URL(server.requests[0]?.url ?? '', server.url).searchParams.get('max_results')).toBe('2000')
  })
})
