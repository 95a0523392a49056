import { afterEach, describe, expect, it } from 'vitest'
import type { LibraryService } from '../../../../../electron/main/engine/library/library-service'
import { createGetPaperContentTool } from '../../../../../electron/main/engine/tools/builtin/get-paper-content/index'
import { type LoopbackServer, startLoopbackServer } from '../../../../helpers/loopback-server'
import { readSharedFixture } from '../../../../helpers/shared-fixtures'
import { useTempDir } from '../../../../helpers/temp-dir'
import { createTestLibrary } from '../../../library/library-test-kit'
import { noLibrary, toolContext } from '../../../library/tool-context'
import { runThroughExecutor } from '../../executor-harness'

const getPaperContentTool = (service?: LibraryService) =>
  createGetPaperContentTool({ library: () => service ?? noLibrary() })

const tempDir = useTempDir('astro-tool-')
let server: LoopbackServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

describe('get_paper_content', { timeout: 60_000 }, () => {
  it('reads by page range and by section, in windows with a continuation offset', async () => {
    const pdf = readSharedFixture('pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf')
    server = await startLoopbackServer((request, response) => {
      if (request.url?.startsWith('/html/')) {
        response.statusCode = 404
        response.end()
      } else response.end(pdf)
    })
    const { service } = createTestLibrary({
      libraryDir: tempDir(),
      urls: { arxivPdfBaseUrl: server.url, arxivHtmlBaseUrl: server.url },
    })
    await service.importBibtex(
      '@article{k, title={Bethe}, author={Murray, J.}, eprint={1111.2011}, archivePrefix={arXiv}}',
    )
    await service.download('1111.2011')
    await service.parse('1111.2011')
    const { context } = toolContext()
    const input = getPaperContentTool().input.parse({ paper: '1111.2011', page_from: 8, page_to: 8 })
    expect(getPaperContentTool().isConcurrencySafe?.(input)).toBe(true)
    const page = await getPaperContentTool(service).execute(input, context)
    expect(page.content).toContain('<a id="page-8"></a>')
    expect(page.content).toContain('Predrag Nikolic')
    expect(page.content).not.toContain('<a id="page-7"></a>')
    const section = await getPaperContentTool(service).execute(
      getPaperContentTool().input.parse({ paper: '1111.2011', section: 'introduction', limit: 500 }),
      context,
    )
    expect(section.content).toMatch(/^\[characters 0–500 of \d+\]\n## I\. INTRODUCTION/)
    expect(section.content).toContain('[more: call again with offset 500]')
    expect(section.metadata.nextOffset).toBe(500)
  })

  it('tells the model to parse first', async () => {
    const { service } = createTestLibrary({ libraryDir: tempDir() })
    await service.importBibtex(
      '@article{k, title={Bethe}, author={Murray, J.}, eprint={1111.2011}, archivePrefix={arXiv}}',
    )
    const output = await runThroughExecutor(getPaperContentTool(service), { paper: '1111.2011' })
    expect(output).toMatchObject({
      isError: true,
      content: 'get_paper_content failed: "Bethe" is not parsed yet; run parse_paper first.',
    })
  })
})
