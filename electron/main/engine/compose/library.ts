import { join } from 'node:path'
import type { Handlers } from '../../../shared/contract/handlers'
import type { ResolvedModel } from '../agent/agent-runtime-deps'
import { createCitationAlerts } from '../digest/citation-alerts'
import { scheduleDailyDigest } from '../digest/daily-digest'
import { createDigestHandlers } from '../digest/digest-handlers'
import { createDigestService } from '../digest/digest-service'
import { AddQueue } from '../library/add/add-queue'
import { createAdsLibraryHandlers } from '../library/ads/ads-library-handlers'
import { followInbox } from '../library/commands/inbox-follower'
import { queueInboxOutcomes } from '../library/commands/inbox-queue'
import { createLibraryAddHandlers } from '../library/commands/library-add-handlers'
import { createLibraryHandlers } from '../library/commands/library-handlers'
import { createLibraryProvider, type LibraryServiceOverrides } from '../library/commands/library-provider'
import { createLibraryRecordHandlers } from '../library/commands/library-record-handlers'
import { createLibraryViewHandlers } from '../library/commands/library-view-handlers'
import { closePdfReaders } from '../library/parse/pdf-text-pool'
import { reparseOutdated } from '../library/reparse-outdated'
import { createZoteroHandlers } from '../library/zotero/zotero-handlers'
import { createConfiguredRag } from '../rag/configured-rag'
import { createEmbeddingHandlers } from '../rag/embedders/embedding-handlers'
import { createLibraryAskHandlers } from '../rag/library-ask-handlers'
import { createModelAnswerGenerator } from '../rag/model-answer-generator'
import { createModelReranker } from '../rag/model-reranker'
import type { Core } from './core'
import type { Disposers } from './disposers'
import { startAfterStartUp } from './start-after-start-up'

interface LibraryOptions {
  /** Watch `<library>/inbox` for dropped PDFs; on by default (tests that do not need it turn it off). */
  watchFolders?: boolean | undefined
  /** The model rag_search writes answers with. */
  resolveModel(): Promise<ResolvedModel>
  serviceOverrides?: LibraryServiceOverrides | undefined
}

/** The paper library, its RAG index and the inbox watcher, with their commands. */
export function composeLibrary(core: Core, options: LibraryOptions, disposers: Disposers) {
  const { settings, logger } = core
  // Stops the PDF reader threads (and a hostile parse they may be stuck in) before the database closes.
  disposers.add(closePdfReaders)
  const model = async () => (await options.resolveModel()).model
  const answerGenerator = createModelAnswerGenerator(model)
  const reranker = createModelReranker(model)
  const answers = () => (settings.get().providers.length > 0 ? answerGenerator : null)
  const configured = createConfiguredRag({
    db: core.db,
    embeddings: () => settings.get().embeddings,
    secrets: core.secrets,
    modelsDir: join(core.deps.dataDir, 'models'),
    emit: core.emit,
    now: core.now,
    answerGenerator: answers,
    reranker: () => (settings.get().retrieval.rerank && settings.get().providers.length > 0 ? reranker : null),
  })
  const rag = configured.service
  disposers.add(() => rag.dispose())
  // The embedder is made in the background; once it is ready, papers parsed before (or indexed by another embedding
  // model) are indexed again, not on the first question.
  const refresh = () =>
    configured.retrieval().catch((error: unknown) => logger.warn('The embedding model is not available', { error }))
  void refresh()
  disposers.add(settings.onChange(() => void refresh()))

  const library = createLibraryProvider({
    db: core.db,
    settings,
    secrets: core.secrets,
    emit: core.emit,
    onParsed: (paperId) => rag.indexInBackground(paperId),
    ...(options.serviceOverrides ? { serviceOverrides: options.serviceOverrides } : {}),
  })
  // Papers an older parser read are parsed (and indexed) again in the background once the engine is up.
  startAfterStartUp(() => {
    const stop = new AbortController()
    const done = reparseOutdated(library, stop.signal, (paperId, error) =>
      logger.warn('A paper could not be parsed again with the updated parser', { paperId, error }),
    )
    return {
      close: async () => {
        stop.abort()
        await done
      },
    }
  }, disposers)
  const addQueue = new AddQueue({ library, settings: () => settings.get().library, emit: core.emit, now: core.now })
  disposers.add(() => addQueue.dispose())
  if (options.watchFolders ?? true) {
    startAfterStartUp(
      () =>
        followInbox({
          library,
          onSettingsChange: (listener) => settings.onChange(listener),
          watch: {
            onOutcome: queueInboxOutcomes(addQueue, (path, message) =>
              logger.warn('An inbox file could not be imported', { path, message }),
            ),
          },
          onError: (error) => logger.error('The library inbox could not be watched', { error }),
        }),
      disposers,
    )
  }

  const digest = createDigestService({
    db: core.db,
    now: core.now,
    settings: () => settings.get().digest,
    arxiv: () => library().context.arxiv,
    embedder: async () => (await configured.retrieval()).embedder,
    onEmbeddingError: (error) =>
      logger.warn('The digest is ranked without the embedding model, which is not available', { error }),
  })
  const citationAlerts = createCitationAlerts({
    db: core.db,
    now: core.now,
    settings: () => settings.get().digest.citations,
    ads: () => library().context.ads,
  })
  startAfterStartUp(
    () =>
      scheduleDailyDigest({
        enabled: () => settings.get().digest.fetchAtStartUp && settings.get().digest.categories.length > 0,
        fetch: (signal) => digest.get({ signal }),
        onError: (error) => logger.warn('The arXiv digest could not be fetched', { error }),
      }),
    disposers,
  )

  const handlers = {
    ...createDigestHandlers(digest, citationAlerts),
    ...createLibraryViewHandlers(library),
    ...createLibraryHandlers(library),
    ...createLibraryRecordHandlers(library),
    ...createLibraryAddHandlers(library, addQueue, core.deps.pickPdfFiles),
    ...createLibraryAskHandlers({
      retrieval: configured.retrievalOrKeywords,
      answerGenerator: answers,
      library,
      emit: core.emit,
    }),
    ...createEmbeddingHandlers({
      embeddings: () => settings.get().embeddings,
      retrieval: configured.retrieval,
      modelsDir: join(core.deps.dataDir, 'models'),
      emit: core.emit,
    }),
    ...createZoteroHandlers(library),
    ...createAdsLibraryHandlers(library),
  } satisfies Partial<Handlers>

  return { library, rag, digest, handlers }
}

export type Library = ReturnType<typeof composeLibrary>
