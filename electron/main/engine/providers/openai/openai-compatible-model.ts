import { defaultRetryPolicy, type RetryPolicy } from '../../retry/retry-policy'
import type { ImageInputLimits, LanguageModel, ModelRequest } from '../language-model'
import type { ModelStreamPart } from '../model-stream-part'
import { openStream } from '../open-stream'
import { parseJsonOrUndefined } from '../parse-json'
import { ProviderError } from '../provider-error'
import { readEvents } from '../read-events'
import { streamFailure } from '../stream-failure'
import { openAiChunkSchema } from './openai-chunk-schema'
import { openAiRequestBody } from './openai-request'
import { OpenAiStreamDecoder } from './openai-stream-decoder'

export interface OpenAiCompatibleConfig {
  /** Shown in errors: "OpenAI", "Ollama", … */
  providerName: string
  /** Up to and including the version segment, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  baseUrl: string
  model: string
  apiKey?: string
  contextWindow: number
  /** Images the model takes; null for a text-only model. */
  imageInput?: ImageInputLimits | null
  retry?: RetryPolicy
}

/** OpenAI-compatible `/chat/completions` with streaming, usage and function tools. */
export function createOpenAiCompatibleModel(config: OpenAiCompatibleConfig): LanguageModel {
  const baseUrl = config.baseUrl.replace(/\/+$/, '')
  return {
    provider: config.providerName,
    modelId: config.model,
    contextWindow: config.contextWindow,
    imageInput: config.imageInput ?? null,
    async *stream(request: ModelRequest, signal: AbortSignal): AsyncGenerator<ModelStreamPart> {
      let response: Response
      try {
        response = await openStream(
          {
            url: `${baseUrl}/chat/completions`,
            headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
            body: openAiRequestBody(config.model, request),
            providerName: config.providerName,
            model: config.model,
            baseUrl,
            retry: config.retry ?? defaultRetryPolicy,
          },
          signal,
        )
      } catch (error) {
        yield streamFailure(error, signal, config.providerName)
        return
      }
      const decoder = new OpenAiStreamDecoder(request.maxToolCalls)
      let sawDone = false
      try {
        for await (const event of readEvents(response.body as ReadableStream<Uint8Array>)) {
          if (event.data.trim() === '[DONE]') {
            sawDone = true
            break
          }
          const chunk = openAiChunkSchema.safeParse(parseJsonOrUndefined(event.data))
          if (!chunk.success) {
            yield {
              type: 'error',
              error: new ProviderError(
                'bad-response',
                `${config.providerName} sent a stream chunk this app cannot read: ${event.data.slice(0, 200)}`,
                'Check that the base URL points to an OpenAI-compatible /v1 endpoint.',
              ),
            }
            return
          }
          if (chunk.data.error) {
            const message = typeof chunk.data.error === 'string' ? chunk.data.error : chunk.data.error.message
            yield {
              type: 'error',
              error: new ProviderError(
                'server',
                `${config.providerName} reported an error mid-stream: ${message ?? 'unknown error'}`,
                'Try again; if it keeps happening, try a shorter conversation or another model.',
              ),
            }
            return
          }
          yield* decoder.push(chunk.data)
        }
      } catch (error) {
        yield streamFailure(error, signal, config.providerName)
        return
      }
      if (!sawDone && !decoder.sawFinishReason) {
        yield {
          type: 'error',
          error: new ProviderError(
            'network',
            `The stream from ${config.providerName} ended before the answer was complete.`,
            'Try again; if it keeps happening, check the server log.',
          ),
        }
        return
      }
      yield* decoder.finish()
    },
  }
}
