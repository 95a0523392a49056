import type { EventInput } from '../../../shared/contract/events'
import type { Db } from '../db/open-database'
import type { AdsClient } from './ads/ads-client'
import type { ArxivClient } from './arxiv/arxiv-client'
import type { CrossrefClient } from './crossref/crossref-client'
import type { PaperDownloader } from './download/paper-downloader'
import type { Timing } from './http/timing'
import type { LibraryServiceUrls } from './library-config'
import type { SesameClient } from './sesame/sesame-client'
import type { AnnotationStore } from './store/annotation-store'
import type { ContentStore } from './store/content-store'
import type { LabelStore } from './store/labels'
import type { PaperRepository } from './store/paper-repository'

/** Everything the library's operations share; built once by createLibraryService. */
export interface LibraryContext {
  db: Db
  libraryDir: string
  papersDir: string
  urls: LibraryServiceUrls
  timing: Timing
  fetch: typeof fetch
  emit: (event: EventInput) => void
  /** Told after a parse wrote a paper's text (or found none), so the search index can follow. */
  onParsed: (paperId: string) => void
  hasAdsToken: () => Promise<boolean>
  /** The stored ADS token, trimmed; null when none is set. */
  adsToken: () => Promise<string | null>
  papers: PaperRepository
  labels: LabelStore
  annotations: AnnotationStore
  content: ContentStore
  arxiv: ArxivClient
  ads: AdsClient
  sesame: SesameClient
  crossref: CrossrefClient
  downloader: PaperDownloader
}

export type ProgressListener = (progress: { fraction: number; message: string }) => void
