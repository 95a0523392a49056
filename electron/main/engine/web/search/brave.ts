import { z } from 'zod'
import { requestJson } from './request-json'
import type { Freshness, SearchBackend } from './search-backend'

const braveResponse = z.object({
  web: z
    .object({
      results: z.array(z.object({ title: z.string().nullish(), url: z.string(), description: z.string().nullish() })),
    })
    .nullish(),
})

const BRAVE_FRESHNESS: Record<Freshness, string | null> = {
  noLimit: null,
  oneDay: 'pd',
  oneWeek: 'pw',
  oneMonth: 'pm',
  oneYear: 'py',
}

/** Brave Search API: GET /res/v1/web/search with X-Subscription-Token; at most 20 results. */
export const braveBackend: SearchBackend = {
  label: 'Brave search',
  defaultBaseUrl: 'https://api.search.brave.com',
  needsKey: true,
  async search({ query, freshness, count, baseUrl, apiKey, signal }) {
    const parameters = new URLSearchParams({ q: query, count: String(Math.min(count, 20)) })
    const period = BRAVE_FRESHNESS[freshness]
    if (period) parameters.set('freshness', period)
    const answer = await requestJson(
      this.label,
      `${baseUrl}/res/v1/web/search?${parameters}`,
      { headers: { accept: 'application/json', 'x-subscription-token': apiKey ?? '' }, signal },
      braveResponse,
    )
    return (answer.web?.results ?? []).map((hit) => ({
      title: hit.title ?? hit.url,
      url: hit.url,
      snippet: hit.description ?? '',
    }))
  },
}
