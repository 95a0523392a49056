import { z } from 'zod'
import { type Embedder, normalizeVector } from './embedder'

const responseSchema = z.object({
  data: z.array(z.object({ index: z.number().int(), embedding: z.array(z.number()) })),
})

export interface OpenAiEmbedderOptions {
  baseUrl: string
  model: string
  dimensions: number
  apiKey?: string
  batchSize?: number
}

/** Embeddings from an OpenAI-compatible `/embeddings` endpoint (OpenAI, Ollama, LM Studio, vLLM, llama.cpp). */
export function createOpenAiEmbedder(options: OpenAiEmbedderOptions): Embedder {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/embeddings`
  const batchSize = options.batchSize ?? 64
  return {
    id: `openai:${options.model}:${options.dimensions}`,
    dimensions: options.dimensions,
    async embed(texts, signal) {
      const vectors: Float32Array[] = []
      for (let start = 0; start < texts.length; start += batchSize) {
        const batch = texts.slice(start, start + batchSize)
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: options.model, input: batch }),
          signal,
        })
        if (!response.ok) {
          throw new Error(
            `The embedding service answered ${response.status} for model '${options.model}'. Check the embedding settings (base URL, model, API key).`,
          )
        }
        const parsed = responseSchema.parse(await response.json())
        const ordered = [...parsed.data].sort((a, b) => a.index - b.index)
        for (const item of ordered) {
          if (item.embedding.length !== options.dimensions) {
            throw new Error(
              `The embedding model returned ${item.embedding.length} dimensions, but ${options.dimensions} are configured.`,
            )
          }
          vectors.push(normalizeVector(Float32Array.from(item.embedding)))
        }
      }
      return vectors
    },
  }
}
