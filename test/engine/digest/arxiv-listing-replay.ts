import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { readSharedFixtureText } from '../../helpers/shared-fixtures'

const listings = 'arxiv-listings'
export const TEN_ENTRY_PAGES = [
  `${listings}/api-atom-q_testing_s0_m10_bc5a6c384fe9.xml`,
  `${listings}/api-atom-q_testing_s10_m10_34e56e15aaac.xml`,
  `${listings}/api-atom-q_testing_s20_m10_348a237fecab.xml`,
]
export const HUNDRED_ENTRY_PAGE = `${listings}/api-atom-q_testing_s0_m100_cfe7536492ca.xml`
/** arXiv's real answer when nothing matches (totalResults 0): what a holiday's listing query gets. */
export const EMPTY_FEED = 'arxiv/id_0000.0000_s0_m100_8b51d9633a68.xml'

export interface ListingReplay extends LoopbackServer {
  /** The `search_query` of every API request, in order. */
  queries(): string[]
  /** Milliseconds since the server started, for each request. */
  arrivals: number[]
}

/**
 * A stand-in for export.arxiv.org/api/query: each recorded page in turn by the request's `start` (pages are counted
 * by their entries), arXiv's empty answer past them; or a fixed status and body.
 */
export async function startListingReplay(
  pages: readonly string[],
  failure?: { status: number; body: string },
): Promise<ListingReplay> {
  const texts = pages.map((page) => readSharedFixtureText(page))
  const starts: number[] = []
  let offset = 0
  for (const text of texts) {
    starts.push(offset)
    offset += text.split('<entry>').length - 1
  }
  const started = Date.now()
  const arrivals: number[] = []
  const server = await startLoopbackServer((request, response) => {
    arrivals.push(Date.now() - started)
    if (failure) {
      response.statusCode = failure.status
      response.end(failure.body)
      return
    }
    const start = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('start') ?? 0)
    const page = starts.indexOf(start)
    response.setHeader('content-type', 'application/atom+xml')
    response.end(page >= 0 ? texts[page] : readSharedFixtureText(EMPTY_FEED))
  })
  return {
    ...server,
    arrivals,
    queries: () =>
      server.requests.map((request) => new URL(request.url, 'http://x').searchParams.get('search_query') ?? ''),
  }
}
