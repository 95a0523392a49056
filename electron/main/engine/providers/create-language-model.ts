import type { ProviderSettings } from '../../../shared/domain/settings'
import type { RetryPolicy } from '../retry/retry-policy'
import { createAnthropicModel } from './anthropic/anthropic-model'
import type { ImageInputLimits, LanguageModel } from './language-model'
import { createOpenAiCompatibleModel } from './openai/openai-compatible-model'
import { redactModelOutput } from './redact-model-output'

/**
 * What each API takes: Anthropic scales anything past 1568 px on the long side and refuses images over 5 MB; OpenAI's
 * high detail fits images in 2048 px, then 768 px on the short side, and takes up to 20 MB.
 */
const providerImageLimits: Record<ProviderSettings['kind'], ImageInputLimits> = {
  anthropic: { maxLongSide: 1568, maxBytes: 5 * 1024 * 1024 },
  openai: { maxLongSide: 2048, maxShortSide: 768, maxBytes: 20 * 1024 * 1024 },
}

/**
 * The adapter for a configured provider; the API key comes from the secret store, never from settings, and never
 * comes back out in an error.
 */
export function createLanguageModel(
  provider: ProviderSettings,
  apiKey: string | undefined,
  retry?: RetryPolicy,
): LanguageModel {
  const config = {
    providerName: provider.name,
    baseUrl: provider.baseUrl,
    model: provider.model,
    contextWindow: provider.contextWindow,
    imageInput: provider.acceptsImages === true ? providerImageLimits[provider.kind] : null,
    ...(apiKey ? { apiKey } : {}),
    ...(retry ? { retry } : {}),
  }
  const model = provider.kind === 'anthropic' ? createAnthropicModel(config) : createOpenAiCompatibleModel(config)
  const { temperature, maxOutputTokens } = provider
  const tuned: LanguageModel =
    temperature === undefined && maxOutputTokens === undefined
      ? model
      : {
          provider: model.provider,
          modelId: model.modelId,
          contextWindow: model.contextWindow,
          imageInput: model.imageInput,
          stream: (request, signal) =>
            model.stream(
              {
                ...request,
                temperature: request.temperature ?? temperature,
                maxOutputTokens: request.maxOutputTokens ?? maxOutputTokens,
              },
              signal,
            ),
        }
  return redactModelOutput(tuned, apiKey ? [apiKey] : [])
}
