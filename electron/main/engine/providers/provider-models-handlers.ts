import { detailedError } from '../../../shared/contract/error-details'
import type { Handlers } from '../../../shared/contract/handlers'
import { CommandError } from '../../../shared/contract/transport'
import type { SecretName, Settings } from '../../../shared/domain/settings'
import { listProviderModels, ModelListError } from './list-provider-models'

export function createProviderModelsHandlers(deps: {
  settings(): Settings
  secret(name: SecretName): Promise<string | null>
}): Pick<Handlers, 'provider.models'> {
  return {
    'provider.models': async (input, context) => {
      let target: { kind: 'openai' | 'anthropic'; baseUrl: string }
      let apiKey: string | undefined
      if ('providerId' in input) {
        const provider = deps.settings().providers.find((candidate) => candidate.id === input.providerId)
        if (!provider) {
          throw detailedError('provider-not-found', { providerId: input.providerId })
        }
        target = provider
        apiKey = (await deps.secret(`provider:${provider.id}`)) ?? undefined
      } else {
        target = input
      }
      try {
        return { models: await listProviderModels(target, apiKey, context.signal) }
      } catch (error) {
        if (!(error instanceof ModelListError)) throw error
        throw new CommandError(
          `models-${error.reason}`,
          error.message,
          'Check the base URL and API key in Settings → Model providers, or type the model name yourself.',
        )
      }
    },
  }
}
