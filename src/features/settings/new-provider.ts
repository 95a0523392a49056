import type { ProviderSettings, SecretName } from '../../../electron/shared/domain/settings'

export function newProviderId(): string {
  return `provider-${crypto.randomUUID().slice(0, 8)}`
}

export function blankProvider(): ProviderSettings {
  return {
    id: newProviderId(),
    name: 'OpenAI',
    kind: 'openai',
    baseUrl: 'https://api.openai.com/v1',
    model: 'gpt-4.1-mini',
    toolProtocol: 'native',
    contextWindow: 128_000,
    acceptsImages: true,
  }
}

export function providerSecretName(providerId: string): SecretName {
  return `provider:${providerId}`
}
