import { z } from 'zod'
import type { LibraryService } from '../../../library/library-service'
import { summarizeHit } from '../../../library/paper-summary'
import { defineTool, toolResult } from '../../define-tool'
import description from './description.md'

export function createSearchPapersTool(deps: { library: () => LibraryService }) {
  return defineTool({
    name: 'search_papers',
    ui: {
      title: { en: 'Search papers', 'zh-CN': '搜索论文' },
      doing: { en: 'Searching ADS and arXiv', 'zh-CN': '正在搜索 ADS 和 arXiv' },
      done: { en: 'Searched ADS and arXiv', 'zh-CN': '已搜索 ADS 和 arXiv' },
    },
    description,
    input: z.object({
      query: z.string().min(1).describe('Search terms, ADS syntax or plain words'),
      source: z.enum(['all', 'ads', 'arxiv']).default('all').describe('Which services to ask'),
      rows: z.number().int().min(1).max(100).default(10).describe('Results per source'),
      start: z.number().int().min(0).default(0).describe('Offset for paging'),
      sort: z.string().optional().describe('ADS sort, e.g. "citation_count desc" or "date desc"'),
    }),
    isConcurrencySafe: () => true,
    maxResultChars: 12_000,
    async execute(input, context) {
      const library = deps.library()
      const result = await library.search(
        { query: input.query, source: input.source, rows: input.rows, start: input.start, sort: input.sort },
        context.signal,
      )
      const totals = [
        result.totals.ads !== null ? `ADS ${result.totals.ads}` : null,
        result.totals.arxiv !== null ? `arXiv ${result.totals.arxiv}` : null,
      ]
        .filter(Boolean)
        .join(', ')
      const warnings = result.errors.map(
        (error) => `Note: ${error.source === 'ads' ? 'NASA ADS' : 'arXiv'} failed: ${error.message}`,
      )
      const lines = result.hits.map(summarizeHit)
      const body = lines.length > 0 ? lines.join('\n') : 'No papers matched.'
      return toolResult(
        [`Found ${result.hits.length} papers (total matches: ${totals}).`, body, ...warnings].join('\n'),
        {
          hits: result.hits,
          totals: result.totals,
          errors: result.errors,
          adsQuota: result.adsQuota,
        },
      )
    },
  })
}
