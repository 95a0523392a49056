import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { libraryCommands } from '../../../../electron/shared/contract/commands/library'
import { type LoopbackServer, startLoopbackServer } from '../../../helpers/loopback-server'
import { readSharedFixtureText } from '../../../helpers/shared-fixtures'
import { useTestEngine } from '../../../helpers/test-engine'

const createEngine = useTestEngine()
const context = { signal: new AbortController().signal }
const searchBody = readSharedFixtureText('ads/search-query-star-25rows.json')
const quotaHeaders = { 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': '4321', 'x-ratelimit-reset': '1700003600' }

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

async function adsReplay(): Promise<LoopbackServer> {
  const server = await startLoopbackServer((request, response) => {
    if (request.headers.authorization !== 'Bearer good-token') {
      response.writeHead(401, { 'content-type': 'application/json' })
      response.end('{"error":"Unauthorized"}')
      return
    }
    response.writeHead(200, { 'content-type': 'application/json', ...quotaHeaders })
    response.end(searchBody)
  })
  closers.push(() => server.close())
  return server
}

/** A forward proxy that only tunnels (CONNECT), recording each target it was asked for. */
async function startTunnelProxy(): Promise<{ url: string; targets: string[] }> {
  const targets: string[] = []
  const sockets = new Set<Socket>()
  const proxy: Server = createServer((_request, response) => {
    response.writeHead(405)
    response.end()
  })
  proxy.on('connect', (request, client: Socket) => {
    targets.push(request.url ?? '')
    const [host, port] = (request.url ?? '').split(':')
    const upstream = connect(Number(port), host ?? '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.pipe(client)
      client.pipe(upstream)
    })
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('error', () => socket.destroy())
      socket.on('close', () => sockets.delete(socket))
    }
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        proxy.close(() => resolve())
      }),
  )
  return { url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, targets }
}

describe('Settings → Services through the engine', () => {
  it('tests the ADS token, reporting the daily allowance left, a missing token and a rejected one', async () => {
    const ads = await adsReplay()
    const engine = await createEngine()
    await engine.handlers['settings.set']({ patch: { services: { adsBaseUrl: ads.url } }, secrets: [] }, context)
    const test = engine.handlers['ads.test']
    const parse = (input: object) => libraryCommands['ads.test'].input.parse(input)

    const missing = await test(parse({}), context)
    expect(missing).toMatchObject({ ok: false, code: 'no-token' })
    expect(ads.requests).toHaveLength(0)

    const typed = await test(parse({ token: 'wrong-token' }), context)
    expect(typed).toMatchObject({ ok: false, code: 'rejected' })
    if (!typed.ok) expect(typed.message).toContain('Settings → Services')

    await engine.handlers['settings.set']({ patch: {}, secrets: [{ name: 'ads-token', value: 'good-token' }] }, context)
    const stored = await test(parse({}), context)
    expect(libraryCommands['ads.test'].output.parse(stored)).toMatchObject({
      ok: true,
      quota: { limit: 5000, remaining: 4321, resetsAt: 1_700_003_600_000 },
    })
    expect(ads.requests.at(-1)?.headers.authorization).toBe('Bearer good-token')
    expect(JSON.stringify(stored)).not.toContain('good-token')
  })

  it('an unreachable ADS fails the test at once, without retrying', async () => {
    const dropping = await startLoopbackServer((request) => {
      request.socket.destroy()
    })
    closers.push(() => dropping.close())
    const engine = await createEngine({ secrets: { 'ads-token': 'good-token' } })
    await engine.handlers['settings.set']({ patch: { services: { adsBaseUrl: dropping.url } }, secrets: [] }, context)
    const result = await engine.handlers['ads.test']({}, context)
    expect(result).toMatchObject({ ok: false, code: 'unreachable' })
    expect(dropping.requests).toHaveLength(1)
  })

  it('the next search uses a changed base URL, and goes through the proxy once one is set', async () => {
    const first = await adsReplay()
    const second = await adsReplay()
    const proxy = await startTunnelProxy()
    const engine = await createEngine({ secrets: { 'ads-token': 'good-token' } })
    const search = () => engine.handlers['library.search']({ query: 'star', source: 'ads', start: 0, rows: 5 }, context)

    await engine.handlers['settings.set']({ patch: { services: { adsBaseUrl: first.url } }, secrets: [] }, context)
    expect((await search()).hits.length).toBeGreaterThan(0)
    expect(first.requests).toHaveLength(1)

    await engine.handlers['settings.set']({ patch: { services: { adsBaseUrl: second.url } }, secrets: [] }, context)
    await search()
    expect(first.requests).toHaveLength(1)
    expect(second.requests).toHaveLength(1)
    expect(proxy.targets).toEqual([])

    await engine.handlers['settings.set']({ patch: { services: { proxyUrl: proxy.url } }, secrets: [] }, context)
    const proxied = await search()
    expect(proxied.errors).toEqual([])
    expect(second.requests).toHaveLength(2)
    expect(proxy.targets).toEqual([new URL(second.url).host])
  })

  it('refuses a proxy that is not an http(s) URL and keeps the previous settings', async () => {
    const engine = await createEngine()
    await expect(
      engine.handlers['settings.set'](
        { patch: { services: { proxyUrl: 'socks5://127.0.0.1:1080' } }, secrets: [] },
        context,
      ),
    ).rejects.toThrow()
    expect((await engine.handlers['settings.get']({}, context)).settings.services.proxyUrl).toBe('')
  })
})
