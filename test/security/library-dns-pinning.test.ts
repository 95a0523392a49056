import { afterEach, describe, expect, it } from 'vitest'
import { createPinnedFetch } from '../../electron/main/engine/library/http/pinned-fetch'
import { type LoopbackServer, startLoopbackServer } from '../helpers/loopback-server'

let server: LoopbackServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

async function localService(): Promise<LoopbackServer> {
  server = await startLoopbackServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' })
    response.end('internal')
  })
  return server
}

// The guard checks a host's addresses before each hop; the connection itself resolves the name again. This is the
// check at that second resolution, so an answer that changes in between (DNS rebinding) cannot reach the local network.
describe('the library connects only to addresses it checked as it connects', () => {
  it('refuses a host name that resolves to loopback when the connection is opened, and sends nothing', async () => {
    const internal = await localService()
    const pinned = createPinnedFetch(['export.arxiv.org'])
    await expect(pinned(`http://localhost:${new URL(internal.url).port}/latest/meta-data`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/Refused to connect to localhost: it resolves to .*loopback/) },
    })
    expect(internal.requests).toEqual([])
  })

  it('lets a configured service host resolve to the local machine (a local mirror)', async () => {
    const mirror = await localService()
    const pinned = createPinnedFetch(['localhost'])
    const response = await pinned(`http://localhost:${new URL(mirror.url).port}/api/query`)
    expect(await response.text()).toBe('internal')
    expect(mirror.requests.map((request) => request.url)).toEqual(['/api/query'])
  })
})
