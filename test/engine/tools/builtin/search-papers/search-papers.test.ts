import { afterEach, describe, expect, it } from 'vitest'
import type { LibraryService } from '../../../../../electron/main/engine/library/library-service'
import { createSearchPapersTool } from '../../../../../electron/main/engine/tools/builtin/search-papers/index'
import { type LoopbackServer, startLoopbackServer } from '../../../../helpers/loopback-server'
import { readSharedFixtureText } from '../../../../helpers/shared-fixtures'
import { useTempDir } from '../../../../helpers/temp-dir'
import { createTestLibrary } from '../../../library/library-test-kit'
import { noLibrary, toolContext } from '../../../library/tool-context'
import { runThroughExecutor } from '../../executor-harness'

const searchPapersTool = (service?: LibraryService) => createSearchPapersTool({ library: () => service ?? noLibrary() })

const tempDir = useTempDir('astro-tool-')
let servers: LoopbackServer[] = []
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()))
  servers = []
})

describe('search_papers', () => {
  it('has the flags of the seed table', async () => {
    const { service } = createTestLibrary({ libraryDir: tempDir() })
    const tool = searchPapersTool(service)
    expect(tool.isConcurrencySafe?.(tool.input.parse({ query: 'x' }))).toBe(true)
  })

  it('lists merged ADS and arXiv results with citation counts and library status', async () => {
    const ads = await startLoopbackServer(
      (_request, response) => void response.end(readSharedFixtureText('ads/search-query-star-25rows.json')),
    )
    const arxiv = await startLoopbackServer(
      (_request, response) => void response.end(readSharedFixtureText('arxiv/atom-legacy-search-au_del_maestro.xml')),
    )
    servers.push(ads, arxiv)
    const { service } = createTestLibrary({
      libraryDir: tempDir(),
      urls: { adsBaseUrl: ads.url, arxivBaseUrl: arxiv.url },
    })
    const output = await searchPapersTool(service).execute(
      searchPapersTool(service).input.parse({ query: 'star', rows: 25 }),
      toolContext().context,
    )
    expect(output.isError).toBe(false)
    expect(output.content).toContain('total matches: ADS 503860, arXiv 31')
    expect(output.content).toMatch(
      /Mageshwaran, T\.; Mangalam, A\. \(2021\), New Astronomy\. arXiv:2008\.07401, doi:10\.1016\/j\.newast\.2020\.101491, bibcode:2021NewA\.\.\.8301491M; cited \d+×; not in library/,
    )
    expect(output.content).toContain('A Luttinger Liquid Core Inside Helium-4 Filled Nanopores')
    expect(output.metadata.adsQuota).toBeNull()
  })

  it('is an error result, not an exception, when no source answers', async () => {
    const down = await startLoopbackServer((_request, response) => {
      response.statusCode = 400
      response.end('bad')
    })
    servers.push(down)
    const { service } = createTestLibrary({
      libraryDir: tempDir(),
      urls: { adsBaseUrl: down.url, arxivBaseUrl: down.url },
    })
    const output = await runThroughExecutor(searchPapersTool(service), { query: 'star' })
    expect(output.isError).toBe(true)
    expect(output.content).toContain('search_papers failed: NASA ADS: NASA ADS answered HTTP 400')
  })
})
