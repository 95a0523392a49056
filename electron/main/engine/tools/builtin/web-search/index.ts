import { z } from 'zod'
import { FRESHNESS_VALUES } from '../../../web/search/search-backend'
import { formatHits, webSearch } from '../../../web/search/web-search'
import { WebError } from '../../../web/web-error'
import type { WebSearchConfig } from '../../../web/web-services'
import { ARTIFACTFLOW_MAX_RESULT_CHARS, defineTool, toolError, toolResult } from '../../define-tool'
import description from './description.md'

export function createWebSearchTool(deps: { search: () => WebSearchConfig }) {
  return defineTool({
    name: 'web_search',
    ui: {
      title: { en: 'Web search', 'zh-CN': '网页搜索' },
      doing: { en: 'Searching the web', 'zh-CN': '正在搜索网页' },
      done: { en: 'Searched the web', 'zh-CN': '已搜索网页' },
    },
    description,
    input: z.object({
      query: z.string().min(1).describe('Search query'),
      freshness: z
        .enum(FRESHNESS_VALUES)
        .default('noLimit')
        .describe('Time range filter. Values: noLimit, oneDay, oneWeek, oneMonth, oneYear. Default: noLimit'),
      count: z.number().int().min(1).max(50).default(10).describe('Number of results to return (1-50). Default: 10'),
    }),
    defaultPermission: 'auto',
    isConcurrencySafe: () => true,
    maxResultChars: ARTIFACTFLOW_MAX_RESULT_CHARS,
    persistTo: 'artifact',
    async execute(input, context) {
      const config = deps.search()
      try {
        const { backend, hits } = await webSearch(config, input, context.signal)
        return toolResult(formatHits(input.query, hits), { backend, results: hits })
      } catch (error) {
        if (error instanceof WebError) return toolError(error.message)
        throw error
      }
    },
  })
}
