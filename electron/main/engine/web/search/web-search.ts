import { WebError } from '../web-error'
import type { WebSearchBackendName, WebSearchConfig } from '../web-services'
import { bochaBackend } from './bocha'
import { braveBackend } from './brave'
import type { Freshness, SearchBackend, SearchHit } from './search-backend'
import { searxngBackend } from './searxng'
import { tavilyBackend } from './tavily'

const BACKENDS: Record<Exclude<WebSearchBackendName, 'none'>, SearchBackend> = {
  bocha: bochaBackend,
  tavily: tavilyBackend,
  brave: braveBackend,
  searxng: searxngBackend,
}
const DEFAULT_TIMEOUT_MS = 30_000
const MAX_SNIPPET_CHARS = 500

/** Runs a search on the configured backend, with its key from the secret store. */
export async function webSearch(
  config: WebSearchConfig,
  query: { query: string; freshness: Freshness; count: number },
  signal: AbortSignal,
): Promise<{ backend: string; hits: SearchHit[] }> {
  if (config.backend === 'none') {
    throw new WebError(
      'Web search is not set up: the user can choose a search service (Tavily, Brave, SearXNG or Bocha) and add its key in Settings → Services. Answer without it, or fetch a page whose address you know with web_fetch.',
    )
  }
  const backend = BACKENDS[config.backend]
  const baseUrl = (config.baseUrl || backend.defaultBaseUrl || '').replace(/\/+$/u, '')
  if (!baseUrl) {
    throw new WebError(`${backend.label} needs the address of an instance: set the base URL in Settings → Services.`)
  }
  const apiKey = await config.apiKey()
  if (backend.needsKey && !apiKey) {
    throw new WebError(`${backend.label} needs an API key: add the web search key in Settings → Services.`)
  }
  const hits = await backend
    .search({
      ...query,
      baseUrl,
      apiKey,
      signal: AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS)]),
    })
    .catch((error: unknown) => {
      // An API may echo the key back in its error text; it must not reach the model.
      if (error instanceof WebError && apiKey) throw new WebError(error.message.split(apiKey).join('[key]'))
      throw error
    })
  return { backend: backend.label, hits: hits.slice(0, query.count) }
}

function plain(text: string): string {
  const stripped = text
    .replace(/<[^>]+>/gu, '')
    .replace(/[\t\n\r ]+/gu, ' ')
    .trim()
  return stripped.length > MAX_SNIPPET_CHARS ? `${stripped.slice(0, MAX_SNIPPET_CHARS)}…` : stripped
}

/** The numbered list the model reads: title, URL, snippet. */
export function formatHits(query: string, hits: SearchHit[]): string {
  if (hits.length === 0) return `No web results for ${JSON.stringify(query)}. Try other words or a wider freshness.`
  return hits
    .map((hit, index) => `${index + 1}. ${plain(hit.title)}\n   URL: ${hit.url}\n   ${plain(hit.snippet)}`.trimEnd())
    .join('\n\n')
}
