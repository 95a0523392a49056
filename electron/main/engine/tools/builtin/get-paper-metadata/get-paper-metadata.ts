import { z } from 'zod'
import { LIBRARY_MISSING, libraryOf } from '../../../library/library-tool-services'
import { describePaper, summarizeHit } from '../../../library/paper-summary'
import { defineTool, toolError, toolResult } from '../../define-tool'

export const getPaperMetadataTool = defineTool({
  name: 'get_paper_metadata',
  description:
    'Full metadata of one paper: authors, venue, keywords, abstract, citation count, and its download, parse and ' +
    'reading status in the library. Accepts a library id, arXiv id, DOI or bibcode; papers not in the library are ' +
    'looked up on arXiv/ADS without importing them. With `related`, lists instead the papers it cites ' +
    '(references) or the papers citing it (citations), from NASA ADS, most cited first; page with `start`.',
  input: z.object({
    paper: z.string().min(1).describe('Library id, arXiv id (2401.00010), DOI or bibcode'),
    related: z.enum(['references', 'citations']).optional().describe('List its references or its citing papers'),
    start: z.number().int().min(0).default(0).describe('Offset into the related papers'),
    rows: z.number().int().min(1).max(100).default(20).describe('How many related papers'),
  }),
  isConcurrencySafe: () => true,
  async execute(input, context) {
    const library = libraryOf(context.services)
    if (!library) return toolError(LIBRARY_MISSING)
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
