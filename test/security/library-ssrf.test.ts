import { afterEach, describe, expect, it } from 'vitest'
import { type LoopbackServer, startLoopbackServer } from '../helpers/loopback-server'
import { useTestEngine } from '../helpers/test-engine'

const makeEngine = useTestEngine()
const context = { signal: new AbortController().signal }
const servers: LoopbackServer[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

// The user's arXiv mirror is trusted; where it (or a publisher) redirects is not: a redirect to another local
// service (a router page, a cloud metadata endpoint, a dev server) must never be requested.
describe('library downloads cannot be redirected into the local network', () => {
  it('a redirect from the configured mirror to another loopback service is refused before it is requested', async () => {
    const internal = await startLoopbackServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/pdf' })
      response.end('%PDF-1.4 internal secret')
    })
    servers.push(internal)
    const mirror = await startLoopbackServer((request, response) => {
      response.writeHead(302, { location: `${internal.url}/latest/meta-data${request.url ?? ''}` })
      response.end()
    })
    servers.push(mirror)
    const engine = await makeEngine()
    await engine.handlers['settings.set']({ patch: { services: { arxivBaseUrl: mirror.url } }, secrets: [] }, context)
    const { papers } = await engine.handlers['library.importBibtex'](
      { text: '@article{Redirected2024, title = {Redirected}, eprint = {2401.00010}, archiveprefix = {arXiv}}' },
      context,
    )
    const paper = papers[0]?.id ?? ''
    await expect(engine.handlers['paper.download']({ paper, force: false }, context)).rejects.toThrow()
    expect(mirror.requests.length).toBeGreaterThan(0)
    expect(internal.requests).toEqual([])
    expect((await engine.handlers['paper.get']({ paper }, context)).downloadStatus).not.toBe('downloaded')
  }, 60_000)
})
