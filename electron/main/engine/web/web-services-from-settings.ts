import type { Settings } from '../../../shared/domain/settings'
import type { SecretStore } from '../ports/engine-deps'
import type { WebServices } from './web-services'

/** Builds the web tools' services from the settings and the secret store; the key is read only when a search runs. */
export function webServicesFromSettings(settings: Settings, secrets: SecretStore): WebServices {
  const { readerBaseUrl } = settings.services
  return {
    search: {
      backend: settings.services.webSearch.backend,
      baseUrl: settings.services.webSearch.baseUrl,
      apiKey: () => secrets.get('web-search-key'),
    },
    fetch: {
      allowPrivateNetwork: settings.services.allowPrivateNetworkFetch,
      ...(readerBaseUrl ? { readerBaseUrl } : {}),
    },
  }
}
