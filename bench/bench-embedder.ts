import type { Embedder } from '../electron/main/engine/rag/embedder'
import { createOpenAiEmbedder } from '../electron/main/engine/rag/embedders/openai-embedder'
import { defaultRetryPolicy } from '../electron/main/engine/retry/retry-policy'

/** The variables that name an OpenAI-compatible embedding service for the benches' vector rows. */
export const BENCH_EMBEDDER_VARIABLES = 'RAG_BENCH_EMBEDDINGS_URL, _MODEL, _DIMENSIONS'

/** An OpenAI-compatible embedding service for the vector rows, named by the environment; absent by default. */
export function benchEmbedder(): Embedder | null {
  const baseUrl = process.env.RAG_BENCH_EMBEDDINGS_URL
  const model = process.env.RAG_BENCH_EMBEDDINGS_MODEL
  const dimensions = Number(process.env.RAG_BENCH_EMBEDDINGS_DIMENSIONS)
  if (!baseUrl || !model || !Number.isInteger(dimensions)) return null
  const key = process.env.RAG_BENCH_EMBEDDINGS_KEY ?? null
  return createOpenAiEmbedder({ baseUrl, model, dimensions, apiKey: async () => key, retry: defaultRetryPolicy })
}
