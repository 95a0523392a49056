import { afterEach, describe, expect, it } from 'vitest'
import { SesameClient } from '../../../electron/main/engine/library/sesame/sesame-client'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { readSharedFixtureText } from '../../helpers/shared-fixtures'
import { noRetryDelay } from './library-test-kit'

const threeTargets = readSharedFixtureText('sesame/sesame-xml-3-targets-ngc4258-found-and-notfound.xml')

let server: LoopbackServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

const client = (url: string) => new SesameClient({ baseUrl: url, retryPolicy: noRetryDelay })

describe('SesameClient', () => {
  it('resolves names to coordinates, object type and aliases (Simbad first)', async () => {
    server = await startLoopbackServer((_request, response) => void response.end(threeTargets))
    const [ngc, missing, again] = await client(server.url).resolveMany(['ngc 4258', 'goober', 'ngc4258'])
    expect(server.requests[0]?.url).toBe('/cgi-bin/nph-sesame/-oxp/SNV?ngc%204258&goober&ngc4258')
    expect(ngc).toMatchObject({
      name: 'ngc 4258',
      found: true,
      ra: 184.74008333,
      dec: 47.30371944,
      position: '12:18:57.61 +47:18:13.3',
      objectType: 'LIN',
      canonicalName: 'M 106',
    })
    expect(ngc?.aliases).toContain('NGC 4258')
    expect(ngc?.aliases).toContain('UGC 07353')
    expect(ngc?.resolvers.map((resolver) => resolver.found)).toEqual([true, true, true])
    expect(missing).toMatchObject({ name: 'goober', found: false, ra: null, dec: null, objectType: null, aliases: [] })
    expect(missing?.resolvers.map((resolver) => resolver.message)).toEqual([
      'Zero (0) answers',
      '*** Nothing found ***',
      'Zero (0) answers',
    ])
    expect(again?.found).toBe(true)
  })

  it('uses what a partial answer has: only VizieR found it', async () => {
    const partial = `<?xml version="1.0"?><Sesame><Target option="VSNA"><name>obscure</name>
      <Resolver name="V=VizieR (local)"><jpos>12:18.9 +47:19</jpos><jradeg>184.73</jradeg><jdedeg>+47.31</jdedeg><oname>{NGC} 4258</oname></Resolver>
      <Resolver name="S=Simbad (CDS, via client/server)"><INFO> *** Nothing found *** </INFO></Resolver></Target></Sesame>`
    server = await startLoopbackServer((_request, response) => void response.end(partial))
    const result = await client(server.url).resolve('obscure')
    expect(result).toMatchObject({ found: true, ra: 184.73, dec: 47.31, objectType: null, canonicalName: '{NGC} 4258' })
    expect(result.resolvers).toEqual([
      { name: 'V=VizieR (local)', found: true, message: null },
      { name: 'S=Simbad (CDS, via client/server)', found: false, message: '*** Nothing found ***' },
    ])
  })

  it('answers not found for an empty Sesame document', async () => {
    server = await startLoopbackServer(
      (_request, response) => void response.end('<?xml version="1.0"?><Sesame></Sesame>'),
    )
    expect((await client(server.url).resolve('nothing')).found).toBe(false)
  })

  it('rejects an empty name before calling', async () => {
    server = await startLoopbackServer((_request, response) => void response.end(threeTargets))
    await expect(client(server.url).resolve('  ')).rejects.toThrow('object name')
    expect(server.requests).toHaveLength(0)
  })

  it('reports a server failure after retrying', async () => {
    server = await startLoopbackServer((_request, response) => {
      response.statusCode = 503
      response.end('maintenance')
    })
    await expect(client(server.url).resolve('m31')).rejects.toThrow('CDS Sesame answered HTTP 503')
    expect(server.requests).toHaveLength(3)
  })
})
