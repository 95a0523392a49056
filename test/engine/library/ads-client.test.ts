import { afterEach, describe, expect, it } from 'vitest'
import { AdsClient } from '../../../electron/main/engine/library/ads/ads-client'
import { AdsRateLimitError, AdsTokenMissingError } from '../../../electron/main/engine/library/ads/ads-errors'
import { recordFromAds } from '../../../electron/main/engine/library/records/from-ads'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { readSharedFixtureText } from '../../helpers/shared-fixtures'
import { fakeTiming, noRetryDelay } from './library-test-kit'

const searchBody = readSharedFixtureText('ads/search-query-star-25rows.json')
const exportBody = readSharedFixtureText('ads/extracted-export-bibtex-response-2-records.json')

let server: LoopbackServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

function client(url: string, token: string | null = 'secret-token', timing = fakeTiming()) {
  return new AdsClient({
    baseUrl: url,
    token: async () => token,
    timing,
    retryPolicy: noRetryDelay,
    maxRateLimitWaitMs: 120_000,
  })
}

const quotaHeaders = { 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': '4987', 'x-ratelimit-reset': '1700003600' }

describe('AdsClient', () => {
  it('searches with fields, sort and paging, sends the token and exposes the quota', async () => {
    server = await startLoopbackServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', ...quotaHeaders })
      response.end(searchBody)
    })
    const ads = client(server.url)
    expect(ads.quota()).toBeNull()
    const result = await ads.search({ q: 'star', fields: ['bibcode', 'title'], sort: 'date desc', rows: 25, start: 50 })
    const request = server.requests[0]
    const url = new URL(request?.url ?? '', server.url)
    expect(url.pathname).toBe('/v1/search/query')
    expect(url.searchParams.get('q')).toBe('star')
    expect(url.searchParams.get('fl')).toBe('bibcode,title')
    expect(url.searchParams.get('sort')).toBe('date desc')
    expect(url.searchParams.get('rows')).toBe('25')
    expect(url.searchParams.get('start')).toBe('50')
    expect(request?.headers.authorization).toBe('Bearer secret-token')
    expect(result.numFound).toBe(503860)
    expect(result.docs).toHaveLength(25)
    expect(ads.quota()).toEqual({ limit: 5000, remaining: 4987, resetsAt: 1_700_003_600_000 })
  })

  it('turns a search document into a record with arXiv id, DOI, citation count and open links', async () => {
    server = await startLoopbackServer((_request, response) => void response.end(searchBody))
    const [doc] = (await client(server.url).search({ q: 'star' })).docs
    if (!doc) throw new Error('fixture has documents')
    const record = recordFromAds(doc)
    expect(record.bibcode).toBe('2021NewA...8301491M')
    expect(record.arxivId).toBe('2008.07401')
    expect(record.doi).toBe('10.1016/j.newast.2020.101491')
    expect(record.authors).toEqual(['Mageshwaran, T.', 'Mangalam, A.'])
    expect(record.openAccessUrls).toContain('http://arxiv.org/abs/2008.07401')
    expect(record.abstract).not.toContain('<SUB>')
    expect(record.year).toBe(2021)
  })

  it('asks citations and references through their operators', async () => {
    server = await startLoopbackServer((_request, response) => void response.end(searchBody))
    const ads = client(server.url)
    await ads.citations('2015MNRAS.446.4239E', { rows: 5 })
    await ads.references('2015MNRAS.446.4239E')
    const queries = server.requests.map((request) => new URL(request.url, server?.url).searchParams.get('q'))
    expect(queries).toEqual(['citations(bibcode:"2015MNRAS.446.4239E")', 'references(bibcode:"2015MNRAS.446.4239E")'])
  })

  it('exports BibTeX by POSTing bibcodes', async () => {
    server = await startLoopbackServer((_request, response) => void response.end(exportBody))
    const bibtex = await client(server.url).export(['2015A&C....10...61E', '2015MNRAS.446.4239E'])
    const request = server.requests[0]
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe('/v1/export/bibtex')
    expect(JSON.parse(request?.body ?? '{}')).toEqual({ bibcode: ['2015A&C....10...61E', '2015MNRAS.446.4239E'] })
    expect(bibtex).toContain('@ARTICLE{2015MNRAS.446.4239E,')
  })

  it('supports other export formats', async () => {
    server = await startLoopbackServer(
      (_request, response) => void response.end(JSON.stringify({ export: 'TY  - JOUR' })),
    )
    expect(await client(server.url).export(['2015MNRAS.446.4239E'], 'ris')).toBe('TY  - JOUR')
    expect(server.requests[0]?.url).toBe('/v1/export/ris')
  })

  it('refuses to call without a token and says where to set one', async () => {
    server = await startLoopbackServer((_request, response) => void response.end(searchBody))
    await expect(client(server.url, null).search({ q: 'star' })).rejects.toBeInstanceOf(AdsTokenMissingError)
    expect(server.requests).toHaveLength(0)
  })

  it('explains a rejected token without echoing it', async () => {
    server = await startLoopbackServer((_request, response) => {
      response.statusCode = 401
      response.end('{"error": "Unauthorized"}')
    })
    const attempt = client(server.url).search({ q: 'star' })
    await expect(attempt).rejects.toThrow('ADS token')
    await expect(client(server.url).search({ q: 'star' })).rejects.not.toThrow('secret-token')
  })

  it('waits out a 429 until the reset time, then retries', async () => {
    const timing = fakeTiming(1_700_000_000_000)
    let calls = 0
    server = await startLoopbackServer((_request, response) => {
      calls++
      if (calls === 1) {
        response.writeHead(429, {
          'x-ratelimit-limit': '5000',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': '1700000030',
        })
        response.end('{"error":"Too many requests"}')
        return
      }
      response.writeHead(200, quotaHeaders)
      response.end(searchBody)
    })
    const result = await client(server.url, 'secret-token', timing).search({ q: 'star' })
    expect(result.docs).toHaveLength(25)
    expect(timing.sleeps).toEqual([30_000])
  })

  it('gives up with the reset time when the daily allowance is gone for long', async () => {
    server = await startLoopbackServer((_request, response) => {
      response.writeHead(429, {
        'x-ratelimit-limit': '5000',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': '1700086400',
      })
      response.end('{"error":"Too many requests"}')
    })
    const ads = client(server.url, 'secret-token', fakeTiming(1_700_000_000_000))
    await expect(ads.search({ q: 'star' })).rejects.toBeInstanceOf(AdsRateLimitError)
    expect(server.requests).toHaveLength(1)
    expect(ads.quota()?.remaining).toBe(0)
  })

  it('retries a server error and rejects an unreadable answer clearly', async () => {
    let calls = 0
    server = await startLoopbackServer((_request, response) => {
      calls++
      if (calls === 1) {
        response.statusCode = 500
        response.end('oops')
      } else response.end('{"responseHeader":{}}')
    })
    await expect(client(server.url).search({ q: 'star' })).rejects.toThrow('cannot read')
    expect(calls).toBe(2)
  })

  it('reads an empty result', async () => {
    server = await startLoopbackServer(
      (_request, response) =>
        void response.end(
          JSON.stringify({ responseHeader: { status: 0 }, response: { numFound: 0, start: 0, docs: [] } }),
        ),
    )
    expect(await client(server.url).search({ q: 'nothing' })).toEqual({ numFound: 0, start: 0, docs: [] })
  })
})
