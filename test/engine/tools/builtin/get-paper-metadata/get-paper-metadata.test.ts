import { afterEach, describe, expect, it } from 'vitest'
import type { LibraryService } from '../../../../../electron/main/engine/library/library-service'
import { createGetPaperMetadataTool } from '../../../../../electron/main/engine/tools/builtin/get-paper-metadata/index'
import { type LoopbackServer, startLoopbackServer } from '../../../../helpers/loopback-server'
import { readSharedFixtureText } from '../../../../helpers/shared-fixtures'
import { useTempDir } from '../../../../helpers/temp-dir'
import { createTestLibrary } from '../../../library/library-test-kit'
import { noLibrary, toolContext } from '../../../library/tool-context'

const getPaperMetadataTool = (service?: LibraryService) =>
  createGetPaperMetadataTool({ library: () => service ?? noLibrary() })

const tempDir = useTempDir('astro-tool-')
let server: LoopbackServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

const adsExport = (
  JSON.parse(readSharedFixtureText('ads/extracted-export-bibtex-response-2-records.json')) as { export: string }
).export

describe('get_paper_metadata', () => {
  it('describes a library paper with its statuses, notes and identifiers', async () => {
    const { service } = createTestLibrary({ libraryDir: tempDir() })
    await service.importBibtex(adsExport)
    service.saveNote({ paper: '1408.2526', page: 2, content: 'z > 5' })
    const input = getPaperMetadataTool().input.parse({ paper: '10.1093/mnras/stu2417' })
    expect(getPaperMetadataTool().isConcurrencySafe?.(input)).toBe(true)
    const output = await getPaperMetadataTool(service).execute(input, toolContext().context)
    expect(output.isError).toBe(false)
    expect(output.content).toContain('Title: The First Billion Years project: gamma-ray bursts at z')
    expect(output.content).toContain(
      'Identifiers: arXiv:1408.2526, doi:10.1093/mnras/stu2417, bibcode:2015MNRAS.446.4239E',
    )
    expect(output.content).toContain('Publication: article; vol. 446, p. 4239-4249, month 02, arXiv class astro-ph.HE')
    expect(output.content).toContain('Status: reading unread, download none, parse none')
    expect(output.content).toContain('Notes: 1; highlights: 0')
  })

  it('looks up a paper outside the library without importing it', async () => {
    server = await startLoopbackServer(
      (_request, response) => void response.end(readSharedFixtureText('arxiv/atom-legacy-search-au_del_maestro.xml')),
    )
    const { service } = createTestLibrary({ libraryDir: tempDir(), urls: { arxivBaseUrl: server.url }, adsToken: null })
    const output = await getPaperMetadataTool(service).execute(
      getPaperMetadataTool().input.parse({ paper: 'arXiv:1201.4869' }),
      toolContext().context,
    )
    expect(output.isError).toBe(false)
    expect(output.content).toContain(
      'A Luttinger Liquid Core Inside Helium-4 Filled Nanopores — Adrian Del Maestro (2012)',
    )
    expect(output.content).toContain('not in library')
    expect(service.list({}).total).toBe(0)
  })
})
