import { z } from 'zod'
import { LIBRARY_MISSING, libraryOf } from '../../../library/library-tool-services'
import { defineTool, toolError, toolResult } from '../../define-tool'

export const parsePaperTool = defineTool({
  name: 'parse_paper',
  description:
    "Turn a downloaded paper's PDF into Markdown with page anchors, sections and per-page text (and fetch arXiv's " +
    'HTML rendering for formulas when available). Afterwards read it with get_paper_content. A scanned PDF without a ' +
    'text layer is reported as such.',
  input: z.object({
    paper: z.string().min(1).describe('Library id, arXiv id, DOI or bibcode of a downloaded paper'),
  }),
  causesSiblingAbort: true,
  async execute(input, context) {
    const library = libraryOf(context.services)
    if (!library) return toolError(LIBRARY_MISSING)
    try {
      const paper = await library.parse(input.paper, {
        signal: context.signal,
        onProgress: (progress) => context.progress({ paper: input.paper, ...progress }),
      })
      if (paper.parseStatus === 'no-text') {
        return toolError(`"${paper.title}" has no text layer (a scan or an empty PDF); its text cannot be read.`, {
          paperId: paper.id,
          parseStatus: paper.parseStatus,
        })
      }
      const sections = (await library.content(paper.id, { limit: 0 })).sections
      const outline = sections.map(
        (section) => `${'  '.repeat(section.level - 1)}- ${section.title} (p. ${section.page})`,
      )
      return toolResult(
        [`Parsed "${paper.title}": ${paper.pageCount} pages, ${sections.length} sections.`, ...outline].join('\n'),
        { paperId: paper.id, pageCount: paper.pageCount, sections },
      )
    } catch (error) {
      return toolError(`Parsing failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  },
})
