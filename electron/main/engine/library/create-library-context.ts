import { join } from 'node:path'
import type { EventInput } from '../../../shared/contract/events'
import type { Db } from '../db/open-database'
import type { SecretStore } from '../ports/engine-deps'
import { AdsClient } from './ads/ads-client'
import { ArxivClient } from './arxiv/arxiv-client'
import { CrossrefClient } from './crossref/crossref-client'
import { PaperDownloader } from './download/paper-downloader'
import { guardLibraryFetch } from './http/guarded-fetch'
import { createPinnedFetch } from './http/pinned-fetch'
import { RateLimiter } from './http/rate-limiter'
import { realTiming, type Timing } from './http/timing'
import {
  ARXIV_REQUEST_INTERVAL_MS,
  defaultLibraryServiceUrls,
  type LibraryNetworkOptions,
  type LibraryServiceUrls,
} from './library-config'
import type { LibraryContext } from './library-context'
import { SesameClient } from './sesame/sesame-client'
import { AnnotationStore } from './store/annotation-store'
import { ContentStore } from './store/content-store'
import { LabelStore } from './store/labels'
import { PaperRepository } from './store/paper-repository'

export interface LibraryDeps {
  db: Db
  libraryDir: string
  secrets: Pick<SecretStore, 'get'>
  urls?: Partial<LibraryServiceUrls>
  timing?: Timing
  emit?: (event: EventInput) => void
  onParsed?: (paperId: string) => void
  network?: LibraryNetworkOptions
}

/** Wires clients, stores and the downloader; one arXiv rate limiter for everything built from it. */
export function createLibraryContext(deps: LibraryDeps): LibraryContext {
  const urls = { ...defaultLibraryServiceUrls, ...deps.urls }
  const timing = deps.timing ?? realTiming
  const network = deps.network ?? {}
  const fetchFunction = guardLibraryFetch(
    network.fetch ?? createPinnedFetch(Object.values(urls).map((url) => new URL(url).hostname)),
    Object.values(urls).map((url) => new URL(url).origin),
  )
  const now = () => timing.now()
  const papersDir = join(deps.libraryDir, 'papers')
  const adsToken = async () => (await deps.secrets.get('ads-token'))?.trim() || null
  return {
    db: deps.db,
    libraryDir: deps.libraryDir,
    papersDir,
    urls,
    timing,
    fetch: fetchFunction,
    emit: deps.emit ?? (() => {}),
    onParsed: deps.onParsed ?? (() => {}),
    hasAdsToken: async () => (await adsToken()) !== null,
    adsToken,
    papers: new PaperRepository(deps.db, now),
    labels: new LabelStore(deps.db, now),
    annotations: new AnnotationStore(deps.db, now),
    content: new ContentStore(deps.db, now),
    arxiv: new ArxivClient({
      baseUrl: urls.arxivBaseUrl,
      rateLimiter: new RateLimiter(network.arxivIntervalMs ?? ARXIV_REQUEST_INTERVAL_MS, timing),
      retryPolicy: network.retryPolicy,
      fetch: fetchFunction,
    }),
    ads: new AdsClient({
      baseUrl: urls.adsBaseUrl,
      token: adsToken,
      timing,
      retryPolicy: network.retryPolicy,
      fetch: fetchFunction,
      maxRateLimitWaitMs: network.maxRateLimitWaitMs,
    }),
    sesame: new SesameClient({ baseUrl: urls.sesameBaseUrl, retryPolicy: network.retryPolicy, fetch: fetchFunction }),
    // One request, no retries: Crossref is the last resort of a lookup, and offline it must fail at once.
    crossref: new CrossrefClient({
      baseUrl: urls.crossrefBaseUrl,
      retryPolicy: { retries: 0, minTimeoutMs: 0 },
      fetch: fetchFunction,
    }),
    downloader: new PaperDownloader({
      papersDir,
      arxivPdfBaseUrl: urls.arxivPdfBaseUrl,
      adsLinkGatewayBaseUrl: urls.adsLinkGatewayBaseUrl,
      fetch: fetchFunction,
    }),
  }
}
