import { z } from 'zod'
import type { LibraryService } from '../../../library/library-service'
import { defineTool, toolError, toolResult } from '../../define-tool'
import description from './description.md'

export function createParsePaperTool(deps: { library: () => LibraryService }) {
  return defineTool({
    name: 'parse_paper',
    ui: {
      title: { en: 'Parse paper', 'zh-CN': '解析论文' },
      doing: { en: 'Parsing a paper', 'zh-CN': '正在解析论文' },
      done: { en: 'Parsed a paper', 'zh-CN': '已解析论文' },
    },
    description,
    input: z.object({
      paper: z.string().min(1).describe('Library id, arXiv id, DOI or bibcode of a downloaded paper'),
    }),
    causesSiblingAbort: true,
    async execute(input, context) {
      const library = deps.library()
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
    },
  })
}
