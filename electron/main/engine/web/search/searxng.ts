import { z } from 'zod'
import { requestJson } from './request-json'
import { freshnessPeriod, type SearchBackend } from './search-backend'

const searxngResponse = z.object({
  results: z.array(z.object({ title: z.string().nullish(), url: z.string(), content: z.string().nullish() })),
})

/** A SearXNG instance (usually self-hosted): GET /search?format=json; the key, if any, is sent as a bearer token. */
export const searxngBackend: SearchBackend = {
  label: 'SearXNG',
  defaultBaseUrl: null,
  needsKey: false,
  async search({ query, freshness, count, baseUrl, apiKey, signal }) {
    const parameters = new URLSearchParams({ q: query, format: 'json' })
    const period = freshnessPeriod(freshness)
    if (period) parameters.set('time_range', period)
    const answer = await requestJson(
      this.label,
      `${baseUrl}/search?${parameters}`,
      { headers: { accept: 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) }, signal },
      searxngResponse,
    )
    return answer.results
      .slice(0, count)
      .map((hit) => ({ title: hit.title ?? hit.url, url: hit.url, snippet: hit.content ?? '' }))
  },
}
