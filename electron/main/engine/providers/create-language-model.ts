import type { ProviderSettings } from '../../../shared/domain/settings'
import type { RetryPolicy } from '../retry/retry-policy'
import { createAnthropicModel } from './anthropic/anthropic-model'
import type { LanguageModel } from './language-model'
import { createOpenAiCompatibleModel } from './openai/openai-compatible-model'
import { redactModelOutput } from './redact-model-output'

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
