import { z } from 'zod'
import { type FetchFunction, fetchWithRetry } from '../../library/http/fetch-with-retry'
import { HttpStatusError, NetworkError } from '../../library/http/http-error'
import type { RetryPolicy } from '../../retry/retry-policy'
import { type Embedder, normalizeVector } from '../embedder'
import { EmbeddingError } from './embedding-error'

/** `embedding` is a list of floats, or base64 of little-endian float32 when the client asked for `base64`. */
const responseSchema = z.object({
  data: z.array(
    z.object({ index: z.number().int().nonnegative(), embedding: z.union([z.array(z.number()), z.string()]) }),
  ),
})
const errorBodySchema = z.object({ error: z.object({ message: z.string() }) })

interface OpenAiEmbedderOptions {
  baseUrl: string
  model: string
  dimensions: number
  /** Read for every request, so a key changed in Settings is used at once. */
  apiKey?: () => Promise<string | null>
  batchSize?: number
  retry: RetryPolicy
  fetch?: FetchFunction
}

const SETTINGS = 'Settings → Embeddings'

function decodeEmbedding(embedding: number[] | string): Float32Array {
  if (typeof embedding !== 'string') return Float32Array.from(embedding)
  const bytes = Buffer.from(embedding, 'base64')
  if (bytes.byteLength % 4 !== 0) {
    throw new EmbeddingError('embeddings-bad-response', `The embedding service sent a damaged vector. ${SETTINGS}.`)
  }
  const vector = new Float32Array(bytes.byteLength / 4)
  for (let index = 0; index < vector.length; index += 1) vector[index] = bytes.readFloatLE(index * 4)
  return vector
}

function serviceMessage(body: string): string {
  try {
    return errorBodySchema.parse(JSON.parse(body)).error.message
  } catch {
    return body.slice(0, 200)
  }
}

function explain(error: unknown, options: Pick<OpenAiEmbedderOptions, 'baseUrl' | 'model'>): unknown {
  if (error instanceof NetworkError) {
    return new EmbeddingError(
      'embeddings-unreachable',
      `The embedding service at ${options.baseUrl} could not be reached. Start it, or correct the base URL in ${SETTINGS}.`,
      { baseUrl: options.baseUrl },
    )
  }
  if (!(error instanceof HttpStatusError)) return error
  if (error.status === 401 || error.status === 403) {
    return new EmbeddingError(
      'embeddings-rejected-key',
      `The embedding service refused the API key (HTTP ${error.status}). Enter a valid key in ${SETTINGS}.`,
      { status: error.status },
    )
  }
  if (error.status === 404) {
    return new EmbeddingError(
      'embeddings-unknown-model',
      `The embedding service does not know the model "${options.model}" (${serviceMessage(error.body)}). Pull the model on the server or pick another one in ${SETTINGS}.`,
      { model: options.model },
    )
  }
  return new EmbeddingError(
    'embeddings-failed',
    `The embedding service answered HTTP ${error.status}: ${serviceMessage(error.body)}. Check the server, or the settings in ${SETTINGS}.`,
    { status: error.status },
  )
}

type ConnectionOptions = Omit<OpenAiEmbedderOptions, 'dimensions' | 'batchSize'>

/** One `/embeddings` exchange: the batch's vectors in input order, as the server sent them. */
async function requestVectors(options: ConnectionOptions, batch: string[], signal?: AbortSignal) {
  const apiKey = await options.apiKey?.()
  let response: Response
  try {
    response = await fetchWithRetry({
      service: 'The embedding service',
      url: `${options.baseUrl.replace(/\/+$/, '')}/embeddings`,
      init: {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({ model: options.model, input: batch }),
      },
      policy: options.retry,
      fetch: options.fetch,
      signal,
    })
  } catch (error) {
    throw explain(error, options)
  }
  const parsed = responseSchema.safeParse(await response.json().catch(() => null))
  if (!parsed.success || parsed.data.data.length !== batch.length) {
    throw new EmbeddingError(
      'embeddings-bad-response',
      `The embedding service at ${options.baseUrl} did not answer like an OpenAI-compatible /embeddings endpoint (expected ${batch.length} vectors). Check the base URL in ${SETTINGS}.`,
      { baseUrl: options.baseUrl },
    )
  }
  return [...parsed.data.data].sort((a, b) => a.index - b.index).map((item) => decodeEmbedding(item.embedding))
}

/**
 * Embeddings from an OpenAI-compatible `/embeddings` endpoint (OpenAI, Ollama, LM Studio, vLLM, llama.cpp): batches
 * of inputs, network failures and 5xx retried with back-off, answers checked (count, order, size) and normalised.
 */
export function createOpenAiEmbedder(options: OpenAiEmbedderOptions): Embedder {
  const batchSize = options.batchSize ?? 64
  return {
    id: `openai:${options.model}:${options.dimensions}`,
    dimensions: options.dimensions,
    async embed(texts, signal) {
      const vectors: Float32Array[] = []
      for (let start = 0; start < texts.length; start += batchSize) {
        for (const vector of await requestVectors(options, texts.slice(start, start + batchSize), signal)) {
          if (vector.length !== options.dimensions) {
            throw new EmbeddingError(
              'embeddings-dimension-mismatch',
              `The model "${options.model}" returned ${vector.length} dimensions, but ${options.dimensions} are configured. Correct the dimensions (or leave them empty) in ${SETTINGS}.`,
              { model: options.model, returned: vector.length, configured: options.dimensions },
            )
          }
          vectors.push(normalizeVector(vector))
        }
      }
      return vectors
    },
  }
}

/** Asks the server for one vector to learn the model's size, for settings that leave the dimensions empty. */
export async function probeDimensions(options: ConnectionOptions, signal?: AbortSignal): Promise<number> {
  const [vector] = await requestVectors(options, ['dimension probe'], signal)
  return vector?.length ?? 0
}
