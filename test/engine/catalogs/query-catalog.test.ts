import { afterEach, describe, expect, it } from 'vitest'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { readSharedFixtureText } from '../../helpers/shared-fixtures'
import { startTapReplayServer } from '../../helpers/tap-replay-server'
import { useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const context = { signal: new AbortController().signal }
const servers: (LoopbackServer | FakeModelServer)[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

describe('query_catalog in a session', () => {
  it('asks first, resolves the object with Sesame, runs a cone search and keeps the answer as a table artifact', async () => {
    const engine = await makeEngine({ engine: { catalogTiming: { syncTimeoutMs: 5_000 } } })
    const tap = await startTapReplayServer({ sync: { fixture: 'simbad-tap-M1-basic-join-ident.vot' } })
    const sesame = await startLoopbackServer((_request, response) => {
      response.end(readSharedFixtureText('sesame/sesame-xml-3-targets-ngc4258-found-and-notfound.xml'))
    })
    const model = await startFakeModel([
      {
        calls: [
          { id: 'q1', name: 'query_catalog', arguments: { service: 'simbad', object: 'NGC 4258', radius_arcsec: 30 } },
        ],
      },
      { text: 'SIMBAD has one object there.' },
    ])
    servers.push(tap, sesame, model)
    await useFakeModel(engine, model)
    await engine.handlers['settings.set'](
      { patch: { services: { sesameBaseUrl: sesame.url, catalogs: { simbad: tap.tapUrl } } }, secrets: [] },
      context,
    )
    const session = await engine.handlers['session.create']({}, context)
    const asked: string[] = []
    engine.events.subscribe({ sessionId: session.id, types: ['permission-request'] }, (event) => {
      if (event.type !== 'permission-request') return
      asked.push(event.tool)
      void engine.handlers['permission.reply']({ requestId: event.requestId, decision: 'once' }, context)
    })
    const { runId } = await engine.handlers['session.prompt'](
      { sessionId: session.id, prompt: 'What is near NGC 4258?' },
      context,
    )
    await expect(engine.waitForRun(session.id, runId)).resolves.toBe('stop')
    expect(asked).toEqual(['query_catalog'])

    const adql = new URLSearchParams(tap.requests[0]?.body).get('QUERY') ?? ''
    expect(adql).toContain("CIRCLE('ICRS', 184.74008333, 47.30371944, 0.0083333333)")
    expect(adql).toContain('FROM basic')
    expect(adql).toContain('ORDER BY separation_arcsec')

    const tool = model.requests()[1]?.messages.find((message) => message.role === 'tool')
    const text = String(tool?.content)
    expect(text).toMatch(
      /^SIMBAD \(CDS\) answered 1 rows × 9 columns \(synchronous\); kept as table artifact 'catalog_simbad_[0-9a-f]{8}'/,
    )
    expect(text).toContain('ra [deg]')
    const [artifact] = await engine.handlers['artifact.list']({ sessionId: session.id }, context)
    expect(artifact).toMatchObject({ contentType: 'application/x-votable+xml', source: 'tool' })
    expect(artifact?.title).toBe('SIMBAD (CDS): 30″ around M 106 (1 rows)')
    const table = await engine.handlers['table.read'](
      { sessionId: session.id, source: { artifactId: artifact?.id ?? '' } },
      context,
    )
    expect(table.columns[1]).toMatchObject({ name: 'ra', type: 'float', unit: 'deg' })
  })

  it('gives the model the service’s error, and the Catalogues panel a catalog-failed error', async () => {
    const engine = await makeEngine()
    const tap = await startTapReplayServer({ sync: { fixture: 'vizier-error-database-unreachable.xml', status: 500 } })
    const model = await startFakeModel([
      {
        calls: [
          {
            id: 'q1',
            name: 'query_catalog',
            arguments: { service: 'vizier', adql: 'SELECT TOP 5 * FROM "I/355/gaiadr3"' },
          },
        ],
      },
      { text: 'VizieR is down.' },
    ])
    servers.push(tap, model)
    await useFakeModel(engine, model)
    await engine.handlers['settings.set'](
      { patch: { services: { catalogs: { vizier: tap.tapUrl } } }, secrets: [] },
      context,
    )
    const session = await engine.handlers['session.create']({}, context)
    engine.events.subscribe({ sessionId: session.id, types: ['permission-request'] }, (event) => {
      if (event.type === 'permission-request') {
        void engine.handlers['permission.reply']({ requestId: event.requestId, decision: 'once' }, context)
      }
    })
    const { runId } = await engine.handlers['session.prompt'](
      { sessionId: session.id, prompt: 'Query VizieR' },
      context,
    )
    await engine.waitForRun(session.id, runId)
    const tool = model.requests()[1]?.messages.find((message) => message.role === 'tool')
    expect(String(tool?.content)).toContain('VizieR (CDS) reported an error: The database is not currently reachable.')

    await expect(
      engine.handlers['catalog.query'](
        { sessionId: session.id, service: 'vizier', adql: 'SELECT 1', radiusArcsec: 60, maxRows: 10 },
        context,
      ),
    ).rejects.toMatchObject({ code: 'catalog-failed', message: expect.stringContaining('not currently reachable') })
  })

  it('answers the Catalogues panel with a table artifact of the session', async () => {
    const engine = await makeEngine()
    const tap = await startTapReplayServer({ sync: { fixture: 'gaia-dr3-sync-adql-top20-gaia_source-tabledata.vot' } })
    servers.push(tap)
    await engine.handlers['settings.set'](
      { patch: { services: { catalogs: { gaia: tap.tapUrl } } }, secrets: [] },
      context,
    )
    const session = await engine.handlers['session.create']({}, context)
    const answer = await engine.handlers['catalog.query'](
      { sessionId: session.id, service: 'gaia', ra: 268.0676, dec: 26.5075, radiusArcsec: 5, maxRows: 20 },
      context,
    )
    expect(answer).toMatchObject({ rows: 2, columns: 152, mode: 'sync' })
    expect(new URLSearchParams(tap.requests[0]?.body).get('MAXREC')).toBe('20')
    const artifact = await engine.handlers['artifact.get']({ sessionId: session.id, id: answer.artifactId }, context)
    expect(artifact.source).toBe('user')
  })
})
