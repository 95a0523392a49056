import type { EventInput } from '../../../shared/contract/events'
import type { EmbeddingSettings } from '../../../shared/domain/settings'
import type { Db } from '../db/open-database'
import type { SecretStore } from '../ports/engine-deps'
import type { Embedder } from './embedder'
import { createEmbedderFromSettings, type EmbedderFactoryOptions } from './embedders/create-embedder-from-settings'
import { EmbeddingError } from './embedders/embedding-error'
import { type AnswerGenerator, createRagService, type RagService } from './rag-service'
import type { PassageReranker } from './rerank-passages'

interface ConfiguredRagDeps extends EmbedderFactoryOptions {
  db: Db
  embeddings(): EmbeddingSettings
  secrets: Pick<SecretStore, 'get'>
  emit(event: EventInput): void
  now(): number
  answerGenerator?: () => AnswerGenerator | null
  reranker?: () => PassageReranker | null
}

export interface ConfiguredRetrieval {
  service: RagService
  /** The configured embedding model; null means keyword-only retrieval. */
  embedder: Embedder | null
  /** Why retrieval fell back to keywords although an embedding model is configured (its check failed); else null. */
  fallback?: EmbeddingError | null
}

/**
 * One RAG service over the embedder Settings → Embeddings name. The embedder is made on first use and again whenever
 * that section changes; once it is ready, papers indexed with another model are re-indexed in the background.
 */
export function createConfiguredRag(deps: ConfiguredRagDeps) {
  let embedder: Embedder | null = null
  let current: { key: string; ready: Promise<Embedder | null> } | null = null
  const service = createRagService({
    db: deps.db,
    embedder: () => embedder,
    emit: deps.emit,
    now: deps.now,
    ...(deps.answerGenerator ? { answerGenerator: deps.answerGenerator } : {}),
    ...(deps.reranker ? { reranker: deps.reranker } : {}),
  })

  const retrieval = async (): Promise<ConfiguredRetrieval> => {
    const settings = deps.embeddings()
    const key = JSON.stringify(settings)
    if (current?.key !== key) {
      const made = createEmbedderFromSettings(settings, deps.secrets, deps).then((made) => {
        embedder = made
        service.reindexStale()
        return made
      })
      // A failure (server down, model missing) is not kept: the next call tries again.
      // Until it works, nothing searches with the vectors of a model configured before.
      made.catch(() => {
        if (current?.ready !== made) return
        current = null
        embedder = null
      })
      current = { key, ready: made }
    }
    return { service, embedder: await current.ready }
  }

  /** Ask's retrieval: a configured model that fails its check leaves keyword search working, with the reason. */
  const retrievalOrKeywords = async (): Promise<ConfiguredRetrieval> => {
    try {
      return { ...(await retrieval()), fallback: null }
    } catch (error) {
      if (!(error instanceof EmbeddingError)) throw error
      return { service, embedder: null, fallback: error }
    }
  }
  return { retrieval, retrievalOrKeywords, service }
}
