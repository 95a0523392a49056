import type { Handlers } from '../../../shared/contract/handlers'
import { type SecretName, secretNameSchema } from '../../../shared/domain/settings'
import { testProvider } from './provider-test'
import type { SettingsService } from './settings-service'

type SettingsHandlers = Pick<Handlers, 'settings.get' | 'settings.set' | 'provider.test'>

export function providerSecretName(providerId: string): SecretName {
  return secretNameSchema.parse(`provider:${providerId}`)
}

export function createSettingsHandlers(settings: SettingsService): SettingsHandlers {
  return {
    'settings.get': () => settings.view(),
    'settings.set': (input) => settings.update(input.patch, input.secrets),
    'provider.test': async (input, context) => {
      const apiKey = input.apiKey?.trim() || (await settings.secret(providerSecretName(input.provider.id)))
      return testProvider(input.provider, apiKey, { signal: context.signal })
    },
  }
}
