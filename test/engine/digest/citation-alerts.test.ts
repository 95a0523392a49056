import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { useTestEngine } from '../../helpers/test-engine'
import { fillLibrary, record } from './digest-library'

const makeEngine = useTestEngine()
const context = { signal: new AbortController().signal }
const servers: LoopbackServer[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

const answer = (name: string) => readFileSync(join(__dirname, '../../fixtures/ads', name), 'utf8')
const ORCID = '0000-0002-1825-0097'
const AFTERGLOW = {
  ...record('A planetary collision afterglow and transit of the resultant debris cloud', 'ASASSN-21qj.'),
  bibcode: '2023Natur.622..251K',
}

/** ADS's search endpoint answering a citations query by what it asks about. */
async function startAds() {
  const server = await startLoopbackServer((request, response) => {
    const q = new URL(request.url ?? '/', 'http://x').searchParams.get('q') ?? ''
    response.setHeader('content-type', 'application/json')
    if (q.startsWith('citations(orcid:')) response.end(answer('citations-of-orcid-response.json'))
    else if (q.startsWith('citations(bibcode:')) response.end(answer('citations-of-bibcodes-response.json'))
    else response.end(JSON.stringify({ response: { numFound: 0, start: 0, docs: [] } }))
  })
  servers.push(server)
  return server
}

const queries = (server: LoopbackServer) =>
  server.requests.map((request) => new URL(request.url, 'http://x').searchParams.get('q'))

async function engineWith(ads: LoopbackServer, token: string | null) {
  const engine = await makeEngine({ now: Date.UTC(2026, 11, 2, 7) })
  const [afterglow] = await fillLibrary(engine, [{ record: AFTERGLOW }, { record: record('Unrelated', 'Text.') }])
  await engine.handlers['paper.update']({ paper: afterglow ?? '', addCollections: ['Debris discs'] }, context)
  await engine.handlers['settings.set'](
    { patch: { services: { adsBaseUrl: ads.url } }, secrets: token ? [{ name: 'ads-token', value: token }] : [] },
    context,
  )
  return engine
}

describe('citation alerts', () => {
  it('lists new papers citing the reader’s papers (ORCID) and the chosen collections’ papers, in the entry-date window', async () => {
    const ads = await startAds()
    const engine = await engineWith(ads, 'token-123')
    expect(await engine.handlers['digest.citations']({}, context)).toMatchObject({ status: 'not-set-up', entries: [] })
    expect(ads.requests).toHaveLength(0)

    await engine.handlers['settings.set'](
      { patch: { digest: { citations: { orcid: ORCID, collections: ['debris discs'], days: 7 } } }, secrets: [] },
      context,
    )
    const alerts = await engine.handlers['digest.citations']({}, context)
    expect(queries(ads)).toEqual([
      `citations(orcid:"${ORCID}") entdate:[2026-11-26 TO 2026-12-02]`,
      'citations(bibcode:("2023Natur.622..251K")) entdate:[2026-11-26 TO 2026-12-02]',
    ])
    expect(ads.requests[0]?.headers.authorization).toBe('Bearer token-123')
    expect(alerts).toMatchObject({ status: 'listed', from: '2026-11-26', to: '2026-12-02' })
    expect(alerts.entries).toEqual([
      {
        bibcode: '2026MNRAS.545..812L',
        title: 'Dust production in the aftermath of giant impacts around young stars',
        authors: ['Lee, Mei', 'Okafor, Chidi', 'Santos, Ana'],
        pubdate: '2026-12-00',
        arxivId: null,
        url: 'https://ui.adsabs.harvard.edu/abs/2026MNRAS.545..812L/abstract',
        citesOwn: true,
        cites: [AFTERGLOW.title],
        inLibrary: false,
      },
      expect.objectContaining({
        bibcode: '2026arXiv261104321K',
        arxivId: '2611.04321',
        citesOwn: false,
        cites: [AFTERGLOW.title],
      }),
    ])
  })

  it('asks for the ADS token in Settings → Services when there is none', async () => {
    const ads = await startAds()
    const engine = await engineWith(ads, null)
    await engine.handlers['settings.set'](
      { patch: { digest: { citations: { author: 'Kenworthy, M.' } } }, secrets: [] },
      context,
    )
    await expect(engine.handlers['digest.citations']({}, context)).rejects.toMatchObject({
      code: 'library-service-failed',
      message: expect.stringContaining('Settings → Services'),
    })
    expect(ads.requests).toHaveLength(0)
  })

  it('refuses an ORCID iD that is not one, naming the setting', async () => {
    const engine = await makeEngine()
    await expect(
      engine.handlers['settings.set']({ patch: { digest: { citations: { orcid: '1234' } } }, secrets: [] }, context),
    ).rejects.toMatchObject({ message: expect.stringContaining('digest.citations.orcid') })
  })
})
