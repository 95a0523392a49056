export type WebSearchBackendName = 'none' | 'bocha' | 'tavily' | 'brave' | 'searxng'

export interface WebSearchConfig {
  backend: WebSearchBackendName
  /** Empty means the backend's public endpoint (SearXNG has none and needs one). */
  baseUrl: string
  /** Reads the 'web-search-key' secret when a search runs; it never leaves the engine except to the backend. */
  apiKey: () => Promise<string | null>
  timeoutMs?: number
}

export interface WebFetchConfig {
  /** settings.services.allowPrivateNetworkFetch: loopback, private and link-local targets are refused unless true. */
  allowPrivateNetwork: boolean
  /** A Jina Reader compatible service (`GET {base}/{url}` → Markdown); local extraction when absent. */
  readerBaseUrl?: string
  /** Which resolved addresses count as private; defaults to loopback, private, link-local and reserved ranges. */
  isPrivateAddress?: (address: string) => boolean
  maxBodyBytes?: number
  timeoutMs?: number
}

export interface WebServices {
  search: WebSearchConfig
  fetch: WebFetchConfig
}
