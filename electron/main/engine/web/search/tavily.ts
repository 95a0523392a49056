import { z } from 'zod'
import { requestJson } from './request-json'
import { freshnessPeriod, type SearchBackend } from './search-backend'

const tavilyResponse = z.object({
  results: z.array(z.object({ title: z.string().nullish(), url: z.string(), content: z.string().nullish() })),
})

/** Tavily search: POST /search with a bearer key; at most 20 results. */
export const tavilyBackend: SearchBackend = {
  label: 'Tavily search',
  defaultBaseUrl: 'https://api.tavily.com',
  needsKey: true,
  async search({ query, freshness, count, baseUrl, apiKey, signal }) {
    const period = freshnessPeriod(freshness)
    const answer = await requestJson(
      this.label,
      `${baseUrl}/search`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey ?? ''}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query, max_results: Math.min(count, 20), ...(period ? { time_range: period } : {}) }),
        signal,
      },
      tavilyResponse,
    )
    return answer.results.map((hit) => ({ title: hit.title ?? hit.url, url: hit.url, snippet: hit.content ?? '' }))
  },
}
