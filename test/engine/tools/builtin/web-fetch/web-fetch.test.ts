import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createWebFetchTool } from '../../../../../electron/main/engine/tools/builtin/web-fetch'
import type { WebFetchConfig } from '../../../../../electron/main/engine/web/web-services'
import { type LoopbackServer, startLoopbackServer } from '../../../../helpers/loopback-server'
import { toolContext } from '../../../fs/sandbox-layout'

const article = readFileSync(join(__dirname, '../../../../fixtures/web/article.html'), 'utf8')
const servers: LoopbackServer[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

async function serve(handler: Parameters<typeof startLoopbackServer>[0]): Promise<LoopbackServer> {
  const server = await startLoopbackServer(handler)
  servers.push(server)
  return server
}

function fetchWith(config: WebFetchConfig, url: string, maxContentLength = 20_000) {
  return createWebFetchTool({ fetch: () => config }).execute(
    { url, max_content_length: maxContentLength },
    toolContext(),
  )
}

const loopbackAllowed: WebFetchConfig = { allowPrivateNetwork: true }

describe('web_fetch', () => {
  it('turns an HTML page into readable Markdown with its title and source', async () => {
    const server = await serve((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.end(article)
    })
    const result = await fetchWith(loopbackAllowed, `${server.url}/news/wasp-12b`)
    expect(result.isError).toBe(false)
    expect(result.content.startsWith('# Hot Jupiters and tidal decay\n\nSource: ')).toBe(true)
    expect(result.content).toContain('**29 milliseconds per year**')
    expect(result.content).not.toContain('Cookie settings')
    expect(result.metadata).toMatchObject({ via: 'direct', url: `${server.url}/news/wasp-12b` })
  })

  it('follows up to five redirects and refuses the sixth', async () => {
    const server = await serve((request, response) => {
      const hops = Number(request.url?.split('/').at(-1))
      if (hops > 0) {
        response.writeHead(302, { location: `/hops/${hops - 1}` })
        response.end()
        return
      }
      response.setHeader('content-type', 'text/plain')
      response.end('arrived')
    })
    const five = await fetchWith(loopbackAllowed, `${server.url}/hops/5`)
    expect(five.content).toContain('arrived')
    expect(five.metadata).toMatchObject({ url: `${server.url}/hops/0` })
    const six = await fetchWith(loopbackAllowed, `${server.url}/hops/6`)
    expect(six.isError).toBe(true)
    expect(six.content).toContain('Stopped after 5 redirects')
  })

  it('cuts the body at the download cap and the content at max_content_length', async () => {
    const server = await serve((_request, response) => {
      response.setHeader('content-type', 'text/plain')
      response.end('x'.repeat(50_000))
    })
    const capped = await fetchWith({ ...loopbackAllowed, maxBodyBytes: 1000 }, server.url)
    expect(capped.metadata).toMatchObject({ totalChars: 1000 })
    expect(capped.content).toContain('larger than the download limit')
    const short = await fetchWith(loopbackAllowed, server.url, 300)
    expect(short.metadata).toMatchObject({ shownChars: 300, totalChars: 50_000 })
    expect(short.content).toContain('Truncated: showing 300 of 50000 characters')
  })

  it('refuses loopback, private and link-local targets when the setting is off, without connecting', async () => {
    const server = await serve((_request, response) => {
      response.end('should not be reached')
    })
    const port = new URL(server.url).port
    for (const url of [
      server.url,
      `http://localhost:${port}/`,
      `http://[::1]:${port}/`,
      'http://169.254.169.254/latest',
      'http://10.0.0.1/',
      `http://[::ffff:127.0.0.1]:${port}/`,
    ]) {
      const result = await fetchWith({ allowPrivateNetwork: false }, url)
      expect(result.isError).toBe(true)
      expect(result.content).toContain('Settings → Services')
    }
    expect(server.requests).toEqual([])
  })

  it('re-checks the target after a redirect', async () => {
    const server = await serve((request, response) => {
      if (request.url === '/to-private') {
        response.writeHead(302, { location: `http://127.0.0.2:${new URL(server.url).port}/metadata` })
        response.end()
        return
      }
      response.writeHead(301, { location: 'file:///etc/passwd' })
      response.end()
    })
    // Only 127.0.0.1 counts as public here, so the loopback server stands in for a public site.
    const config: WebFetchConfig = {
      allowPrivateNetwork: false,
      isPrivateAddress: (address) => address !== '127.0.0.1',
    }
    const toPrivate = await fetchWith(config, `${server.url}/to-private`)
    expect(toPrivate.isError).toBe(true)
    expect(toPrivate.content).toContain('127.0.0.2')
    const toFile = await fetchWith(loopbackAllowed, `${server.url}/to-file`)
    expect(toFile.content).toContain('only http and https')
    expect(server.requests.map((request) => request.url)).toEqual(['/to-private', '/to-file'])
  })

  it('refuses other schemes, reports HTTP errors and binary content clearly', async () => {
    const server = await serve((request, response) => {
      if (request.url === '/pdf') {
        response.setHeader('content-type', 'application/pdf')
        response.end('%PDF-1.7')
        return
      }
      response.statusCode = 404
      response.end('missing')
    })
    expect((await fetchWith(loopbackAllowed, 'file:///etc/passwd')).content).toContain('only http and https')
    expect((await fetchWith(loopbackAllowed, 'ftp://example.org/x')).content).toContain('only http and https')
    expect((await fetchWith(loopbackAllowed, `${server.url}/gone`)).content).toContain('HTTP 404')
    expect((await fetchWith(loopbackAllowed, `${server.url}/pdf`)).content).toContain('download_paper')
  })

  it('uses a Jina Reader compatible service when one is configured', async () => {
    const page = await serve((_request, response) => {
      response.end('direct')
    })
    const reader = await serve((_request, response) => {
      response.setHeader('content-type', 'text/plain')
      response.end('Title: Hot Jupiters\n\nURL Source: x\n\nMarkdown Content:\nWASP-12b is **shrinking**.')
    })
    const result = await fetchWith({ allowPrivateNetwork: true, readerBaseUrl: `${reader.url}/` }, `${page.url}/a?b=1`)
    expect(result.content).toBe(`# Hot Jupiters\n\nSource: ${page.url}/a?b=1\n\nWASP-12b is **shrinking**.`)
    expect(reader.requests[0]?.url).toBe(`/${page.url}/a?b=1`)
    expect(page.requests).toEqual([])
    const refused = await fetchWith({ allowPrivateNetwork: false, readerBaseUrl: reader.url }, 'http://127.0.0.1/')
    expect(refused.isError).toBe(true)
    expect(reader.requests).toHaveLength(1)
  })

  it('asks for confirmation by default', () => {
    expect(createWebFetchTool({ fetch: () => loopbackAllowed }).defaultPermission).toBe('confirm')
  })
})
