import { z } from 'zod'
import type { LibraryService } from '../../../library/library-service'
import { defineTool, toolResult } from '../../define-tool'
import description from './description.md'

export function createGetPaperContentTool(deps: { library: () => LibraryService }) {
  return defineTool({
    name: 'get_paper_content',
    ui: {
      title: { en: 'Read paper', 'zh-CN': '阅读论文' },
      doing: { en: 'Reading a paper', 'zh-CN': '正在阅读论文' },
      done: { en: 'Read a paper', 'zh-CN': '已阅读论文' },
    },
    description,
    input: z.object({
      paper: z.string().min(1).describe('Library id, arXiv id, DOI or bibcode'),
      section: z.string().optional().describe('Part of a section title, e.g. "introduction"'),
      page_from: z.number().int().positive().optional().describe('First page to read'),
      page_to: z.number().int().positive().optional().describe('Last page to read'),
      source: z.enum(['pdf', 'html']).default('pdf').describe('pdf: parsed PDF with page anchors; html: arXiv HTML'),
      offset: z.number().int().min(0).default(0).describe('Character offset to continue from'),
      limit: z.number().int().min(500).max(20_000).default(8000).describe('Characters to return'),
    }),
    isConcurrencySafe: () => true,
    maxResultChars: 24_000,
    async execute(input) {
      const library = deps.library()
      const content = await library.content(input.paper, {
        section: input.section,
        pageFrom: input.page_from,
        pageTo: input.page_to,
        source: input.source,
        offset: input.offset,
        limit: input.limit,
      })
      const position = `[characters ${content.offset}–${content.offset + content.text.length} of ${content.totalChars}]`
      const more = content.nextOffset !== null ? `\n[more: call again with offset ${content.nextOffset}]` : '\n[end]'
      return toolResult(`${position}\n${content.text}${more}`, {
        offset: content.offset,
        nextOffset: content.nextOffset,
        totalChars: content.totalChars,
        pageCount: content.pageCount,
      })
    },
  })
}
