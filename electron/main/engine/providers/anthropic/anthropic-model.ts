import { defaultRetryPolicy, type RetryPolicy } from '../../retry/retry-policy'
import type { ImageInputLimits, LanguageModel, ModelRequest } from '../language-model'
import type { ModelStreamPart } from '../model-stream-part'
import { openStream } from '../open-stream'
import { parseJsonOrUndefined } from '../parse-json'
import { ProviderError } from '../provider-error'
import { readEvents } from '../read-events'
import { streamFailure } from '../stream-failure'
import { anthropicEventSchema, knownAnthropicEventTypes } from './anthropic-event-schema'
import { anthropicRequestBody } from './anthropic-request'
import { AnthropicStreamDecoder } from './anthropic-stream-decoder'

export interface AnthropicConfig {
  providerName: string
  /** e.g. https://api.anthropic.com/v1 */
  baseUrl: string
  model: string
  apiKey?: string
  contextWindow: number
  /** Images the model takes; null for a text-only model. */
  imageInput?: ImageInputLimits | null
  retry?: RetryPolicy
}

export const anthropicVersion = '2023-06-01'

function eventTypeOf(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string'
    ? value.type
    : undefined
}

/** Anthropic Messages API with streaming, thinking, parallel tool_use and usage. */
export function createAnthropicModel(config: AnthropicConfig): LanguageModel {
  const baseUrl = config.baseUrl.replace(/\/+$/, '')
  const badResponse = (detail: string) =>
    new ProviderError(
      'bad-response',
      `${config.providerName} sent a stream this app cannot read: ${detail}`,
      'Check that the base URL points to an Anthropic Messages endpoint (…/v1).',
    )
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
            url: `${baseUrl}/messages`,
            headers: {
              'anthropic-version': anthropicVersion,
              ...(config.apiKey ? { 'x-api-key': config.apiKey } : {}),
            },
            body: anthropicRequestBody(config.model, request),
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
      const decoder = new AnthropicStreamDecoder(request.maxToolCalls)
      try {
        for await (const message of readEvents(response.body as ReadableStream<Uint8Array>)) {
          const json = parseJsonOrUndefined(message.data)
          const type = eventTypeOf(json)
          if (type === undefined) {
            yield { type: 'error', error: badResponse(message.data.slice(0, 200)) }
            return
          }
          if (!knownAnthropicEventTypes.has(type)) continue
          const event = anthropicEventSchema.safeParse(json)
          if (!event.success) {
            yield { type: 'error', error: badResponse(message.data.slice(0, 200)) }
            return
          }
          const parts = decoder.push(event.data)
          yield* parts
          if (parts.some((part) => part.type === 'error') || decoder.done) return
        }
      } catch (error) {
        yield streamFailure(error, signal, config.providerName)
        return
      }
      yield { type: 'error', error: badResponse('the stream ended before message_stop') }
    },
  }
}
