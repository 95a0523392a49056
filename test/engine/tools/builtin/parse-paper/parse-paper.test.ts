import { afterEach, describe, expect, it } from 'vitest'
import type { LibraryService } from '../../../../../electron/main/engine/library/library-service'
import { createParsePaperTool } from '../../../../../electron/main/engine/tools/builtin/parse-paper/index'
import { type LoopbackServer, startLoopbackServer } from '../../../../helpers/loopback-server'
import { readSharedFixture } from '../../../../helpers/shared-fixtures'
import { useTempDir } from '../../../../helpers/temp-dir'
import { blankPdf } from '../../../library/blank-pdf'
import { createTestLibrary } from '../../../library/library-test-kit'
import { noLibrary, toolContext } from '../../../library/tool-context'

const parsePaperTool = (service?: LibraryService) => createParsePaperTool({ library: () => service ?? noLibrary() })

const tempDir = useTempDir('astro-tool-')
let server: LoopbackServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

async function downloaded(bytes: Uint8Array) {
  server = await startLoopbackServer((request, response) => {
    if (request.url?.startsWith('/html/')) {
      response.statusCode = 404
      response.end()
      return
    }
    response.writeHead(200, { 'content-type': 'application/pdf' })
    response.end(bytes)
  })
  const library = createTestLibrary({
    libraryDir: tempDir(),
    urls: { arxivPdfBaseUrl: server.url, arxivHtmlBaseUrl: server.url },
  })
  await library.service.importBibtex(
    '@misc{k, title={ACM paper}, author={Shen, Zejiang}, eprint={2304.02623}, archivePrefix={arXiv}}',
  )
  await library.service.download('2304.02623')
  return library
}

describe('parse_paper', { timeout: 60_000 }, () => {
  it('is not concurrency-safe and aborts siblings on failure', async () => {
    expect(parsePaperTool().isConcurrencySafe).toBeUndefined()
    expect(parsePaperTool().causesSiblingAbort).toBe(true)
  })

  it('parses and returns the outline with pages', async () => {
    const { service } = await downloaded(
      new Uint8Array(readSharedFixture('pdfs/cs-arXiv-2304.02623v1-ACM-acmart-twocolumn.pdf')),
    )
    const { context, progress } = toolContext()
    const output = await parsePaperTool(service).execute(parsePaperTool().input.parse({ paper: '2304.02623' }), context)
    expect(output.isError).toBe(false)
    expect(output.content).toMatch(/^Parsed "ACM paper": 4 pages, \d+ sections\./)
    expect(output.content).toContain('- 1 INTRODUCTION (p. 1)')
    expect(output.content).toContain('- REFERENCES (p. 3)')
    expect(progress.at(-1)).toMatchObject({ fraction: 1 })
  })

  it('reports a PDF without text layer as an error result, not as parsed', async () => {
    const { service } = await downloaded(blankPdf(1))
    const output = await parsePaperTool(service).execute(
      parsePaperTool().input.parse({ paper: '2304.02623' }),
      toolContext().context,
    )
    expect(output.isError).toBe(true)
    expect(output.content).toContain('no text layer')
    expect(service.get('2304.02623').parseStatus).toBe('no-text')
  })
})
