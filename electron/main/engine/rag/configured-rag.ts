import type { EventInput } from '../../../shared/contract/events'
import type { EmbeddingSettings } from '../../../shared/domain/settings'
import type { Db } from '../db/open-database'
import type { SecretStore } from '../engine-deps'
import type { Embedder } from './embedder'
import { createEmbedderFromSettings, type EmbedderFactoryOptions } from './embedders/create-embedder-from-settings'
import { createHashingEmbedder } from './hashing-embedder'
import { createRagIndex } from './rag-index'
import { type AnswerGenerator, createRagService, type RagService } from './rag-service'

export interface ConfiguredRagDeps extends EmbedderFactoryOptions {
  db: Db
  embeddings(): EmbeddingSettings
  secrets: Pick<SecretStore, 'get'>
  emit(event: EventInput): void
  now(): number
  answerGenerator?: () => AnswerGenerator | null
}

export interface ConfiguredRetrieval {
  service: RagService
  /** The configured embedding model; null means keyword-only retrieval. */
  embedder: Embedder | null
  /** What the service indexes with: the configured model, or the lexical hashing vectors. */
  indexEmbedder: Embedder
}

/**
 * The RAG service over the embedder Settings → Embeddings name, made on first use and again whenever that section
 * changes (the index then rebuilds for the new model). With no embedder configured, passages are ranked by their
 * words alone: the lexical hashing vectors beside FTS5 carry words too, never meaning.
 */
export function createConfiguredRag(deps: ConfiguredRagDeps) {
  let current: { key: string; retrieval: Promise<ConfiguredRetrieval> } | null = null

  const retrieval = (): Promise<ConfiguredRetrieval> => {
    const settings = deps.embeddings()
    const key = JSON.stringify(settings)
    if (current?.key !== key) {
      const made = createEmbedderFromSettings(settings, deps.secrets, deps).then((embedder) => {
        const indexEmbedder = embedder ?? createHashingEmbedder(384)
        const service = createRagService({
          db: deps.db,
          embedder: indexEmbedder,
          emit: deps.emit,
          now: deps.now,
          answerGenerator: deps.answerGenerator,
        })
        return { embedder, indexEmbedder, service }
      })
      // A failure (server down, model missing) is not kept: the next call tries again.
      made.catch(() => {
        if (current?.retrieval === made) current = null
      })
      current = { key, retrieval: made }
    }
    return current.retrieval
  }

  /** The same shape as a RagService, for the rag_search tool. */
  const service: RagService = {
    index: createRagIndex(deps.db, deps.now),
    ensureIndexed: async (...args) => (await retrieval()).service.ensureIndexed(...args),
    ask: async (request) => (await retrieval()).service.ask(request),
  }
  return { retrieval, service }
}

export type ConfiguredRag = ReturnType<typeof createConfiguredRag>
