import { type LoopbackServer, startLoopbackServer } from '../../../helpers/loopback-server'
import { readSharedFixtureText } from '../../../helpers/shared-fixtures'
import { fixtureText } from '../library-test-kit'

const searchFixture = JSON.parse(readSharedFixtureText('ads/search-query-star-25rows.json')) as {
  response: { docs: { bibcode: string }[] }
}

/** biblib and ADS search as a loopback server: libraries paged by start/rows, search filtered to the bibcodes asked. */
export async function startBiblibServer(): Promise<LoopbackServer> {
  return startLoopbackServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    response.setHeader('content-type', 'application/json')
    if (request.method === 'GET' && url.pathname === '/v1/biblib/libraries') {
      response.end(fixtureText('ads/biblib-libraries.json'))
    } else if (request.method === 'GET' && url.pathname === '/v1/biblib/libraries/hHGU1Ef-TpacAhicI3J8kQ') {
      const library = JSON.parse(fixtureText('ads/biblib-library-thesis.json')) as { documents: string[] }
      const start = Number(url.searchParams.get('start') ?? 0)
      const rows = Number(url.searchParams.get('rows') ?? 20)
      response.end(JSON.stringify({ ...library, documents: library.documents.slice(start, start + rows) }))
    } else if (url.pathname === '/v1/search/query') {
      const asked = new Set([...(url.searchParams.get('q') ?? '').matchAll(/"([^"]+)"/g)].map((match) => match[1]))
      const docs = searchFixture.response.docs.filter((doc) => asked.has(doc.bibcode))
      response.end(JSON.stringify({ response: { numFound: docs.length, start: 0, docs } }))
    } else if (request.method === 'POST' && url.pathname === '/v1/biblib/libraries') {
      const body = JSON.parse(request.body) as { name: string; description: string }
      response.end(JSON.stringify({ name: body.name, id: 'Nw5cT0mXQ3aLqv8eR2b1yA', description: body.description }))
    } else if (request.method === 'POST' && url.pathname.startsWith('/v1/biblib/documents/')) {
      const body = JSON.parse(request.body) as { bibcode: string[] }
      response.end(JSON.stringify({ number_added: body.bibcode.length }))
    } else {
      response.statusCode = 404
      response.end(JSON.stringify({ error: 'no such route' }))
    }
  })
}
