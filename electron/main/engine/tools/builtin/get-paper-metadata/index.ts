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
      related: z.enum(['references', 'citations']).optional().describe('List its references or its citing papers'),
      start: z.number().int().min(0).default(0).describe('Offset into the related papers'),
      rows: z.number().int().min(1).max(100).default(20).describe('How many related papers'),
    }),
    isConcurrencySafe: () => true,
    async execute(input, context) {
      const library = deps.library()
      if (input.related) {
        try {
          const related = await library.related(
            input.paper,
            { kind: input.related, start: input.start, rows: input.rows },
            context.signal,
          )
          const heading = `${related.total} ${input.related === 'references' ? 'references of' : 'papers citing'} ${related.bibcode} (showing ${input.start + 1}–${input.start + related.hits.length}):`
          const lines = related.hits.map((hit, index) => summarizeHit(hit, input.start + index))
          return toolResult([heading, ...lines].join('\n'), { hits: related.hits, total: related.total })
        } catch (error) {
          return toolError(`Listing ${input.related} failed: ${error instanceof Error ? error.message : String(error)}`)
        }
      }
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
