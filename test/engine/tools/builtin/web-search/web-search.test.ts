import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createWebSearchTool } from '../../../../../electron/main/engine/tools/builtin/web-search'
import type { WebSearchConfig } from '../../../../../electron/main/engine/web/web-services'
import { type LoopbackServer, startLoopbackServer } from '../../../../helpers/loopback-server'
import { toolContext } from '../../../fs/sandbox-layout'

const fixture = (name: string) => readFileSync(join(__dirname, '../../../../fixtures/web', name), 'utf8')
const servers: LoopbackServer[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

async function replay(body: string, status = 200): Promise<LoopbackServer> {
  const server = await startLoopbackServer((_request, response) => {
    response.statusCode = status
    response.setHeader('content-type', 'application/json')
    response.end(body)
  })
  servers.push(server)
  return server
}

const webSearchTool = (config: WebSearchConfig) => createWebSearchTool({ search: () => config })

function search(config: WebSearchConfig, input: { query: string; freshness?: string; count?: number }) {
  const tool = webSearchTool(config)
  return tool.execute(tool.input.parse(input), toolContext())
}

const key = (value: string | null) => async () => value

describe('web_search', () => {
  it('queries Bocha as the seed does and lists title, URL and summary', async () => {
    const server = await replay(fixture('bocha-web-search-response.json'))
    const result = await search({ backend: 'bocha', baseUrl: server.url, apiKey: key('sk-bocha') }, { query: 'esg' })
    const request = server.requests[0]
    expect(request).toMatchObject({ method: 'POST', url: '/v1/web-search' })
    expect(request?.headers.authorization).toBe('Bearer sk-bocha')
    expect(JSON.parse(request?.body ?? '{}')).toEqual({ query: 'esg', freshness: 'noLimit', summary: true, count: 10 })
    expect(result.isError).toBe(false)
    expect(result.content.split('\n').slice(0, 2)).toEqual([
      '1. 韦布望远镜在系外行星WASP-39b大气中探测到二氧化碳',
      '   URL: https://www.example.org/jwst/wasp-39b-co2',
    ])
    expect(result.content).toContain('\n\n3. TRAPPIST-1 b 的热辐射观测结果发布')
    expect(result.content).not.toContain('sk-bocha')
  })

  it('maps freshness and count for Tavily, Brave and SearXNG', async () => {
    const tavily = await replay(fixture('tavily-search-response.json'))
    const brave = await replay(fixture('brave-web-search-response.json'))
    const searxng = await replay(fixture('searxng-search-response.json'))
    const input = { query: 'frb', freshness: 'oneWeek', count: 2 }
    const viaTavily = await search({ backend: 'tavily', baseUrl: tavily.url, apiKey: key('tvly-1') }, input)
    const viaBrave = await search({ backend: 'brave', baseUrl: brave.url, apiKey: key('brave-1') }, input)
    const viaSearxng = await search({ backend: 'searxng', baseUrl: searxng.url, apiKey: key(null) }, input)
    expect(JSON.parse(tavily.requests[0]?.body ?? '{}')).toEqual({ query: 'frb', max_results: 2, time_range: 'week' })
    expect(tavily.requests[0]?.headers.authorization).toBe('Bearer tvly-1')
    expect(brave.requests[0]?.url).toBe('/res/v1/web/search?q=frb&count=2&freshness=pw')
    expect(brave.requests[0]?.headers['x-subscription-token']).toBe('brave-1')
    expect(searxng.requests[0]?.url).toBe('/search?q=frb&format=json&time_range=week')
    expect(viaTavily.content).toContain('1. NIRSpec Pipeline Processing - JWST User Documentation')
    expect(viaBrave.content).toContain('We find that the parallax zero point depends')
    expect(viaSearxng.content).toContain('2. CHIME/FRB Repeaters\n   URL: https://www.chime-frb.ca/repeaters')
    expect(viaSearxng.content).not.toContain('3. ')
  })

  it('explains API errors: a rejected key, a Bocha error code, non-JSON answers', async () => {
    const unauthorized = await replay(JSON.stringify({ code: 401, msg: 'Invalid API KEY' }), 401)
    const rejected = await search({ backend: 'bocha', baseUrl: unauthorized.url, apiKey: key('bad') }, { query: 'x' })
    expect(rejected.isError).toBe(true)
    expect(rejected.content).toContain('rejected the API key (HTTP 401)')
    expect(rejected.content).toContain('Invalid API KEY')
    const echoing = await replay(JSON.stringify({ message: 'key sk-secret-123 is revoked' }), 403)
    const redacted = await search(
      { backend: 'brave', baseUrl: echoing.url, apiKey: key('sk-secret-123') },
      { query: 'x' },
    )
    expect(redacted.content).toContain('key [key] is revoked')
    expect(redacted.content).not.toContain('sk-secret-123')
    const quota = await replay(JSON.stringify({ code: 403, msg: 'balance is not enough' }))
    const bochaCode = await search({ backend: 'bocha', baseUrl: quota.url, apiKey: key('k') }, { query: 'x' })
    expect(bochaCode.content).toContain('code 403): balance is not enough')
    const html = await replay('<html>proxy error</html>')
    const notJson = await search({ backend: 'tavily', baseUrl: html.url, apiKey: key('k') }, { query: 'x' })
    expect(notJson.content).toContain('not JSON')
  })

  it('says what is missing: a key, a SearXNG address, the service itself', async () => {
    const noKey = await search({ backend: 'brave', baseUrl: 'http://127.0.0.1:9', apiKey: key(null) }, { query: 'x' })
    expect(noKey.content).toContain('needs an API key')
    const noUrl = await search({ backend: 'searxng', baseUrl: '', apiKey: key(null) }, { query: 'x' })
    expect(noUrl.content).toContain('set the base URL')
  })

  it('validates its input per the seed: freshness enum, count 1–50', async () => {
    const tool = webSearchTool({ backend: 'brave', baseUrl: '', apiKey: key(null) })
    expect(tool.input.safeParse({ query: 'x', count: 51 }).success).toBe(false)
    expect(tool.input.safeParse({ query: 'x', freshness: 'lastCentury' }).success).toBe(false)
    expect(tool.input.parse({ query: 'x' })).toEqual({ query: 'x', freshness: 'noLimit', count: 10 })
    expect(tool.defaultPermission).toBe('auto')
  })
})
