export const FRESHNESS_VALUES = ['noLimit', 'oneDay', 'oneWeek', 'oneMonth', 'oneYear'] as const
export type Freshness = (typeof FRESHNESS_VALUES)[number]

interface SearchRequest {
  query: string
  freshness: Freshness
  count: number
  baseUrl: string
  apiKey: string | null
  signal: AbortSignal
}

export interface SearchHit {
  title: string
  url: string
  snippet: string
}

export interface SearchBackend {
  label: string
  /** Public endpoint used when settings leave the base URL empty; null when the user must give one. */
  defaultBaseUrl: string | null
  needsKey: boolean
  search(request: SearchRequest): Promise<SearchHit[]>
}

/** day/week/month/year, the common vocabulary of Tavily and SearXNG. */
export function freshnessPeriod(freshness: Freshness): 'day' | 'week' | 'month' | 'year' | null {
  const periods = { noLimit: null, oneDay: 'day', oneWeek: 'week', oneMonth: 'month', oneYear: 'year' } as const
  return periods[freshness]
}
