import type { Handlers } from '../../../shared/contract/handlers'
import type { ResolvedModel } from '../agent/agent-runtime-deps'
import { createAdsLibraryHandlers } from '../library/ads/ads-library-handlers'
import { followInbox } from '../library/commands/inbox-follower'
import { createLibraryHandlers } from '../library/commands/library-handlers'
import { createLibraryProvider } from '../library/commands/library-provider'
import { createLibraryViewHandlers } from '../library/commands/library-view-handlers'
import { createZoteroHandlers } from '../library/zotero/zotero-handlers'
import { createHashingEmbedder } from '../rag/hashing-embedder'
import { createModelAnswerGenerator } from '../rag/model-answer-generator'
import { createRagService } from '../rag/rag-service'
import type { Core } from './core'
import type { Disposers } from './disposers'

export interface LibraryOptions {
  /** Watch `<library>/inbox` for dropped PDFs; on by default (tests that do not need it turn it off). */
  watchFolders?: boolean | undefined
  /** The model rag_search writes answers with. */
  resolveModel(): Promise<ResolvedModel>
}

/** The paper library, its RAG index and the inbox watcher, with their commands. */
export function composeLibrary(core: Core, options: LibraryOptions, disposers: Disposers) {
  const { settings, logger } = core
  const library = createLibraryProvider({ db: core.db, settings, secrets: core.secrets, emit: core.emit })
  if (options.watchFolders ?? true) {
    // Started after the engine is ready: watching is not needed for the first paint.
    const inbox = followInbox({
      library,
      onSettingsChange: (listener) => settings.onChange(listener),
      watch: {
        onOutcome: (path, outcome) => {
          if (outcome.kind === 'error')
            logger.warn('An inbox file could not be imported', { path, message: outcome.message })
        },
      },
      onError: (error) => logger.error('The library inbox could not be watched', { error }),
    })
    disposers.add(() => inbox.close())
  }

  const answerGenerator = createModelAnswerGenerator(async () => (await options.resolveModel()).model)
  const rag = createRagService({
    db: core.db,
    embedder: createHashingEmbedder(384),
    emit: core.emit,
    now: core.now,
    answerGenerator: () => (settings.get().providers.length > 0 ? answerGenerator : null),
  })

  const handlers = {
    ...createLibraryViewHandlers(library),
    ...createLibraryHandlers(library),
    ...createZoteroHandlers(library),
    ...createAdsLibraryHandlers(library),
  } satisfies Partial<Handlers>

  return { library, rag, handlers }
}

export type Library = ReturnType<typeof composeLibrary>
