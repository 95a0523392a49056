import type { Digest, DigestEntry } from '../../../shared/contract/commands/digest'
import { detailedError } from '../../../shared/contract/error-details'
import type { Settings } from '../../../shared/domain/settings'
import type { Db } from '../db/open-database'
import type { ArxivEntry } from '../library/arxiv/arxiv-atom-parser'
import type { ArxivClient } from '../library/arxiv/arxiv-client'
import type { Embedder } from '../rag/embedder'
import { createDigestRanker, type RankedEntry } from './digest-ranker'
import { createDigestStore, type ListingKey, type StoredListing } from './digest-store'
import { type LibraryDocument, readLibraryDocuments } from './library-documents'
import { fetchListing } from './listing-fetcher'
import { listingMeaning } from './listing-meaning'
import { isListingDay, isoDay } from './listing-window'
import { suggestedCategories } from './suggested-categories'
import { createTextVectors } from './text-vectors'
import { filterByTopic } from './topic-filter'

interface DigestRequest {
  date?: string | undefined
  categories?: readonly string[] | undefined
  crossLists?: boolean | undefined
  top?: number | undefined
  topic?: string | undefined
  storedOnly?: boolean | undefined
  signal?: AbortSignal | undefined
}

interface DigestServiceDeps {
  db: Db
  now: () => number
  settings: () => Settings['digest']
  /** The library's arXiv client: its base URL (Settings → Services) and its shared 1 request / 3 s limit. */
  arxiv: () => ArxivClient
  /** The embedding model of Settings → Embeddings; null (or a failure) ranks by BM25 alone. */
  embedder(): Promise<Embedder | null>
  onEmbeddingError(error: unknown): void
}

interface Shown {
  listing: StoredListing | null
  status: Digest['status']
  message: string | null
}

/** The morning listing: fetched once a day and stored, ranked by the library each time it is shown. */
export function createDigestService(deps: DigestServiceDeps) {
  const store = createDigestStore(deps.db, deps.now)
  const vectors = createTextVectors(deps.db)

  /** The embedding model's view of the listing, or null to rank by BM25 alone. */
  const meaningOf = async (
    entries: readonly ArxivEntry[],
    library: readonly LibraryDocument[],
    signal?: AbortSignal,
  ) => {
    if (entries.length === 0) return null
    try {
      const embedder = await deps.embedder()
      return embedder ? await listingMeaning(vectors, embedder, entries, library, signal) : null
    } catch (error) {
      if (signal?.aborted) throw error
      deps.onEmbeddingError(error)
      return null
    }
  }
  const inFlight = new Map<string, Promise<Shown>>()

  const earlier = (day: string, key: ListingKey, status: Digest['status'], message: string | null): Shown => ({
    listing: store.latestBefore(day, key),
    status,
    message,
  })

  const load = async (day: string, key: ListingKey, signal?: AbortSignal): Promise<Shown> => {
    if (!isListingDay(day)) return earlier(day, key, 'no-announcement', null)
    const stored = store.listing(day, key)
    if (stored) return { listing: stored, status: 'stored', message: null }
    let entries: ArxivEntry[]
    try {
      entries = await fetchListing(deps.arxiv(), { day, ...key }, signal)
    } catch (error) {
      if (signal?.aborted) throw error
      const message = error instanceof Error ? error.message : String(error)
      const shown = earlier(day, key, 'offline', message)
      if (shown.listing) return shown
      throw detailedError('digest-fetch-failed', { day, reason: message })
    }
    // Nothing announced (a holiday, or before tonight's announcement): not stored, so a later call asks again.
    if (entries.length === 0) return earlier(day, key, 'no-announcement', null)
    store.save(day, key, entries)
    return { listing: store.listing(day, key), status: 'fetched', message: null }
  }

  /** One fetch at a time per day and listing: callers asking together share it. */
  const shown = (day: string, key: ListingKey, signal?: AbortSignal): Promise<Shown> => {
    const id = JSON.stringify([day, [...key.categories].sort(), key.crossLists])
    const running = inFlight.get(id)
    if (running) return running
    const started = load(day, key, signal).finally(() => inFlight.delete(id))
    inFlight.set(id, started)
    return started
  }

  const toEntry = (
    ranked: RankedEntry,
    read: Set<string>,
    verdicts: Map<string, 'more' | 'less'>,
    own: Set<string>,
  ): DigestEntry => ({
    arxivId: ranked.entry.arxivId,
    title: ranked.entry.title,
    abstract: ranked.entry.abstract,
    authors: ranked.entry.authors,
    categories: ranked.entry.categories,
    primaryCategory: ranked.entry.primaryCategory,
    published: ranked.entry.published,
    absUrl: ranked.entry.absUrl,
    score: Math.round(ranked.score * 1000) / 1000,
    reasons: ranked.reasons,
    read: read.has(ranked.entry.arxivId),
    feedback: verdicts.get(ranked.entry.arxivId) ?? null,
    inLibrary: own.has(ranked.entry.arxivId),
  })

  return {
    async get(request: DigestRequest = {}): Promise<Digest> {
      const settings = deps.settings()
      const categories = request.categories ?? settings.categories
      if (categories.length === 0) throw detailedError('digest-no-categories', {})
      const key = { categories, crossLists: request.crossLists ?? settings.crossLists }
      const day = request.date ?? isoDay(deps.now())
      const { listing, status, message } = request.storedOnly
        ? { listing: store.listing(day, key) ?? store.latestBefore(day, key), status: 'stored' as const, message: null }
        : await shown(day, key, request.signal)
      const library = readLibraryDocuments(deps.db)
      const feedback = store.feedback()
      const ranker = createDigestRanker(library, feedback)
      const entries = listing?.entries ?? []
      const meaning = await meaningOf(entries, library, request.signal)
      const ranked = ranker.rank(entries, settings, meaning ?? undefined)
      const chosen = request.topic ? filterByTopic(ranked, request.topic) : ranked
      const read = store.readIds()
      const verdicts = new Map(feedback.map((record) => [record.arxivId, record.verdict]))
      const own = new Set(library.flatMap((document) => (document.arxivId ? [document.arxivId] : [])))
      return {
        requestedDate: day,
        listingDate: listing?.day ?? null,
        status,
        message,
        categories: [...categories],
        crossLists: key.crossLists,
        fetchedAt: listing?.fetchedAt ?? null,
        rankedBy: meaning ? 'bm25-and-embeddings' : 'bm25',
        total: chosen.length,
        unread: chosen.filter((item) => !read.has(item.entry.arxivId)).length,
        entries: chosen.slice(0, request.top ?? settings.count).map((item) => toEntry(item, read, verdicts, own)),
      }
    },
    feedback(arxivId: string, verdict: 'more' | 'less' | null) {
      if (verdict === null) {
        store.setFeedback({ arxivId, verdict: null })
        return { arxivId, verdict }
      }
      const entry = store.entry(arxivId)
      if (!entry) throw detailedError('digest-entry-not-found', { arxivId })
      store.setFeedback({ arxivId, verdict, title: entry.title, abstract: entry.abstract })
      return { arxivId, verdict }
    },
    suggestCategories: () => suggestedCategories(deps.db),
    markRead(arxivIds: readonly string[], read: boolean) {
      return { updated: store.markRead(arxivIds, read) }
    },
  }
}

export type DigestService = ReturnType<typeof createDigestService>
