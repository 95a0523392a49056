import type { EventInput } from '../../../../shared/contract/events'
import type { Settings } from '../../../../shared/domain/settings'
import type { Db } from '../../db/open-database'
import type { SecretStore } from '../../ports/engine-deps'
import { createProxiedFetch } from '../http/proxied-fetch'
import { defaultLibraryServiceUrls, type LibraryServiceUrls } from '../library-config'
import { LibraryService } from '../library-service'

interface LibraryProviderDeps {
  db: Db
  settings: { get(): Settings }
  secrets: Pick<SecretStore, 'get'>
  emit: (event: EventInput) => void
  onParsed?: (paperId: string) => void
  /** Service URLs that win over Settings' for this process only (the library CLI's --arxiv-url, …). */
  serviceOverrides?: LibraryServiceOverrides
}

export type LibraryServiceOverrides = Partial<
  Pick<Settings['services'], 'arxivBaseUrl' | 'adsBaseUrl' | 'sesameBaseUrl' | 'crossrefBaseUrl'>
>

/**
 * The settings name the API hosts only. A configured mirror of arXiv or ADS (or a test server) is taken to serve the
 * PDF, HTML and link-gateway paths too; the public services keep their separate hosts.
 */
export function libraryUrlsFrom(services: Settings['services']): LibraryServiceUrls {
  const arxivMirrored = services.arxivBaseUrl !== defaultLibraryServiceUrls.arxivBaseUrl
  const adsMirrored = services.adsBaseUrl !== defaultLibraryServiceUrls.adsBaseUrl
  return {
    arxivBaseUrl: services.arxivBaseUrl,
    adsBaseUrl: services.adsBaseUrl,
    sesameBaseUrl: services.sesameBaseUrl,
    crossrefBaseUrl: services.crossrefBaseUrl,
    arxivPdfBaseUrl: arxivMirrored ? services.arxivBaseUrl : defaultLibraryServiceUrls.arxivPdfBaseUrl,
    arxivHtmlBaseUrl: arxivMirrored ? services.arxivBaseUrl : defaultLibraryServiceUrls.arxivHtmlBaseUrl,
    adsLinkGatewayBaseUrl: adsMirrored ? services.adsBaseUrl : defaultLibraryServiceUrls.adsLinkGatewayBaseUrl,
  }
}

/**
 * One LibraryService for the app, rebuilt only when the library folder, a service URL or the proxy changes, so the
 * arXiv rate limit and the ADS quota are shared by every caller.
 */
export function createLibraryProvider(deps: LibraryProviderDeps): () => LibraryService {
  let current: { key: string; library: LibraryService } | null = null
  return () => {
    const settings = deps.settings.get()
    const urls = libraryUrlsFrom({ ...settings.services, ...deps.serviceOverrides })
    const proxyUrl = settings.services.proxyUrl
    const key = JSON.stringify([settings.libraryDir, urls, proxyUrl])
    if (current?.key !== key) {
      current = {
        key,
        library: new LibraryService({
          db: deps.db,
          libraryDir: settings.libraryDir,
          secrets: deps.secrets,
          urls,
          emit: deps.emit,
          onParsed: deps.onParsed,
          ...(proxyUrl ? { network: { fetch: createProxiedFetch(proxyUrl) } } : {}),
        }),
      }
    }
    return current.library
  }
}
