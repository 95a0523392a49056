import type { RetryPolicy } from '../retry/retry-policy'

/** Base URLs of every service the library talks to; all configurable so tests and mirrors can stand in. */
export interface LibraryServiceUrls {
  arxivBaseUrl: string
  adsBaseUrl: string
  sesameBaseUrl: string
  crossrefBaseUrl: string
  /** Where `/pdf/<id>` and `/html/<id>` live. */
  arxivPdfBaseUrl: string
  arxivHtmlBaseUrl: string
  /** ADS's link gateway (`/link_gateway/<bibcode>/EPRINT_PDF`) is on the UI host, not the API host. */
  adsLinkGatewayBaseUrl: string
}

export const defaultLibraryServiceUrls: LibraryServiceUrls = {
  arxivBaseUrl: 'https://export.arxiv.org',
  adsBaseUrl: 'https://api.adsabs.harvard.edu',
  sesameBaseUrl: 'https://cds.unistra.fr',
  crossrefBaseUrl: 'https://api.crossref.org',
  arxivPdfBaseUrl: 'https://arxiv.org',
  arxivHtmlBaseUrl: 'https://arxiv.org',
  adsLinkGatewayBaseUrl: 'https://ui.adsabs.harvard.edu',
}

/** arXiv asks API users for one request every three seconds. */
export const ARXIV_REQUEST_INTERVAL_MS = 3000

export interface LibraryNetworkOptions {
  retryPolicy?: RetryPolicy
  fetch?: typeof fetch
  arxivIntervalMs?: number
  maxRateLimitWaitMs?: number
}
