import { afterEach, describe, expect, it } from 'vitest'
import type { LibraryService } from '../../../../../electron/main/engine/library/library-service'
import { createDownloadPaperTool } from '../../../../../electron/main/engine/tools/builtin/download-paper/index'
import { type LoopbackServer, startLoopbackServer } from '../../../../helpers/loopback-server'
import { readSharedFixture, readSharedFixtureText } from '../../../../helpers/shared-fixtures'
import { useTempDir } from '../../../../helpers/temp-dir'
import { createTestLibrary } from '../../../library/library-test-kit'
import { noLibrary, toolContext } from '../../../library/tool-context'
import { runThroughExecutor } from '../../executor-harness'

const downloadPaperTool = (service?: LibraryService) =>
  createDownloadPaperTool({ library: () => service ?? noLibrary() })

const tempDir = useTempDir('astro-tool-')
let server: LoopbackServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

const pdf = readSharedFixture('pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf')

describe('download_paper', () => {
  it('is not concurrency-safe and aborts its siblings on failure', async () => {
    expect(downloadPaperTool().isConcurrencySafe).toBeUndefined()
    expect(downloadPaperTool().causesSiblingAbort).toBe(true)
  })

  it('imports an unknown arXiv id, downloads it and reports progress', async () => {
    server = await startLoopbackServer((request, response) => {
      if (request.url?.startsWith('/api/query')) {
        response.end(readSharedFixtureText('arxiv/atom-legacy-search-au_del_maestro.xml'))
        return
      }
      response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': pdf.length })
      response.end(pdf)
    })
    const { service } = createTestLibrary({
      libraryDir: tempDir(),
      urls: { arxivBaseUrl: server.url, arxivPdfBaseUrl: server.url },
      adsToken: null,
    })
    const { context, progress } = toolContext()
    const output = await downloadPaperTool(service).execute(
      downloadPaperTool().input.parse({ paper: '1201.4869' }),
      context,
    )
    expect(output.isError).toBe(false)
    expect(output.content).toContain('Downloaded "A Luttinger Liquid Core Inside Helium-4 Filled Nanopores"')
    expect(server.requests.map((request) => request.url)).toContain('/pdf/1201.4869v1')
    expect(progress.at(-1)).toMatchObject({ fraction: 1 })
    expect(service.get('1201.4869').downloadStatus).toBe('downloaded')
  })

  it("answers with the publisher's page when there is no open copy", async () => {
    server = await startLoopbackServer((_request, response) => {
      response.statusCode = 404
      response.end()
    })
    const { service } = createTestLibrary({
      libraryDir: tempDir(),
      urls: { arxivPdfBaseUrl: server.url, adsLinkGatewayBaseUrl: server.url },
    })
    await service.importBibtex(
      '@article{2015MNRAS.446.4239E, title={FBY}, author={Elliott, J.}, doi={10.1093/mnras/stu2417}}',
    )
    const output = await runThroughExecutor(downloadPaperTool(service), { paper: '10.1093/mnras/stu2417' })
    expect(output.isError).toBe(true)
    expect(output.content).toContain(
      "Open the publisher's page to read it with your own access: https://doi.org/10.1093/mnras/stu2417",
    )
  })
})
