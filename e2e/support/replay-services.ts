import { type LoopbackServer, startLoopbackServer } from '../../test/helpers/loopback-server'
import { readSharedFixture } from '../../test/helpers/shared-fixtures'

const arxivFeed = readSharedFixture('arxiv/atom-legacy-search-au_del_maestro.xml')
const adsSearch = readSharedFixture('ads/search-query-star-25rows.json')
const pdf = readSharedFixture('pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf')

/** The arXiv id of the first entry in the replayed feed, whose PDF the server hands out. */
export const replayedArxivId = '1201.4869'
export const replayedTitle = 'A Luttinger Liquid Core Inside Helium-4 Filled Nanopores'
/** The second entry: its PDF starts and then stalls, as a slow publisher's would. */
export const stalledTitle = 'Thermal melting of density waves on the square lattice'

/**
 * One loopback server standing in for arXiv (Atom API and `/pdf/<id>`) and ADS (`/v1/search/query`), replaying
 * recorded responses from the shared fixtures folder whatever the query; every request is recorded. The stalled paper's PDF never
 * finishes.
 */
export function startReplayServices(): Promise<LoopbackServer> {
  return startLoopbackServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    if (path === '/api/query') {
      response.writeHead(200, { 'content-type': 'application/atom+xml; charset=utf-8' })
      response.end(arxivFeed)
      return
    }
    if (path === '/v1/search/query') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(adsSearch)
      return
    }
    if (path.startsWith('/pdf/cond-mat/0412498')) {
      response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(pdf.length) })
      response.write(pdf.subarray(0, 64 * 1024))
      return
    }
    if (path.startsWith('/pdf/')) {
      response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(pdf.length) })
      response.end(pdf)
      return
    }
    response.writeHead(404, { 'content-type': 'text/plain' })
    response.end('not recorded')
  })
}
