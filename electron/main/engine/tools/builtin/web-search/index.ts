import { z } from 'zod'
import { FRESHNESS_VALUES } from '../../../web/search/search-backend'
import { formatHits, webSearch } from '../../../web/search/web-search'
import { WebError } from '../../../web/web-error'
import '../../../web/web-services'
import { defineTool, toolError, toolResult } from '../../define-tool'
import { webSearchDescription } from './description'

export const webSearchTool = defineTool({
  name: 'web_search',
  description: webSearchDescription,
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
  async execute(input, context) {
    const config = context.services.web?.search
    if (!config) return toolError('Web search is not configured: choose a search backend in Settings → Services.')
    try {
      const { backend, hits } = await webSearch(config, input, context.signal)
      return toolResult(formatHits(input.query, hits), { backend, results: hits })
    } catch (error) {
      if (error instanceof WebError) return toolError(error.message)
      throw error
    }
  },
})
