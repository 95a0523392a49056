import { z } from 'zod'
import type { LibraryService } from '../../../library/library-service'
import { describePaper, summarizeHit } from '../../../library/paper-summary'
import { defineTool, toolError, toolResult } from '../../define-tool'
import description from './description.md'

export function createGetPaperMetadataTool(deps: { library: () => LibraryService }) {
  return defineTool({
    name: 'get_paper_metadata',
    ui: {
      title: { en: 'Paper details', 'zh-CN': '论文详情' },
      doing: { en: 'Looking up a paper', 'zh-CN': '正在查询论文' },
      done: { en: 'Looked up a paper', 'zh-CN': '已查询论文' },
    },
    description,
    input: z.object({
      paper: z.string().min(1).describe('Library id, arXiv id (2401.00010), DOI or bibcode'),
    }),
    isConcurrencySafe: () => true,
    async execute(input, context) {
      const library = deps.library()
      const local = library.find(input.paper)
      if (local) {
        const extra = { notes: library.notes(local.id).length, highlights: library.highlights(local.id).length }
        return toolResult(describePaper(local, extra), { paper: local })
      }
      try {
        const lookup = await library.lookup([input.paper], context.signal)
        const [record] = lookup.records
        if (!record)
          return toolError(
            `No metadata found for "${input.paper}": ${lookup.failures.map((failure) => failure.reason).join('; ')}.`,
          )
        const hit = { ...record, localId: null, localStatus: null }
        return toolResult(`${summarizeHit(hit, 0).replace(/^1\. /, '')}\nAbstract: ${record.abstract || 'none'}`, {
          record,
        })
      } catch (error) {
        return toolError(`Lookup failed: ${error instanceof Error ? error.message : String(error)}`)
      }
    },
  })
}
