import { z } from 'zod'
import { LIBRARY_MISSING, libraryOf } from '../../../library/library-tool-services'
import { defineTool, toolError, toolResult } from '../../define-tool'

export const downloadPaperTool = defineTool({
  name: 'download_paper',
  description:
    "Download a paper's PDF into the library: arXiv first, then the ADS link gateway (e-print, publisher), then " +
    'open-access links. Imports the paper first when given an identifier that is not in the library yet. When no ' +
    "open copy exists it says so and gives the publisher's page; it never bypasses paywalls or logins.",
  input: z.object({
    paper: z.string().min(1).describe('Library id, arXiv id, DOI or bibcode'),
    force: z.boolean().default(false).describe('Download again even if a PDF is already there'),
  }),
  causesSiblingAbort: true,
  async execute(input, context) {
    const library = libraryOf(context.services)
    if (!library) return toolError(LIBRARY_MISSING)
    try {
      const existing = library.find(input.paper)
      const paper = existing ?? (await library.importIdentifiers([input.paper], context.signal)).papers[0]
      if (!paper) return toolError(`"${input.paper}" is not in the library and no source knows it.`)
      const downloaded = await library.download(paper.id, {
        signal: context.signal,
        force: input.force,
        onProgress: (progress) => context.progress({ paperId: paper.id, ...progress }),
      })
      return toolResult(
        `Downloaded "${downloaded.title}" (library id ${downloaded.id}) to ${downloaded.pdfPath}. Next: parse_paper to read it.`,
        { paperId: downloaded.id, pdfPath: downloaded.pdfPath },
      )
    } catch (error) {
      return toolError(`Download failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  },
})
