import type { TargetResolution } from '../../../shared/domain/paper'
import type { Settings } from '../../../shared/domain/settings'
import { guardLibraryFetch } from '../library/http/guarded-fetch'
import { createPinnedFetch } from '../library/http/pinned-fetch'
import { createProxiedFetch } from '../library/http/proxied-fetch'
import { type CatalogAnswer, type CatalogQuery, runCatalogQuery } from './catalog-query'
import { createTapClient, type TapTiming } from './tap-client'

interface CatalogServiceDeps {
  settings(): Settings
  resolveTarget(name: string, signal: AbortSignal): Promise<TargetResolution>
  /** Job polling and the sync time limit (tests). */
  timing?: Partial<TapTiming>
}

/**
 * Catalogue queries with the network rules of the library's clients: the proxy from Settings → Services, and every
 * host other than the configured TAP services (a job's result link) checked against the local network.
 */
export function createCatalogService(deps: CatalogServiceDeps) {
  const fetchFor = (settings: Settings) => {
    const urls = Object.values(settings.services.catalogs)
    const proxy = settings.services.proxyUrl
    const inner = proxy ? createProxiedFetch(proxy) : createPinnedFetch(urls.map((url) => new URL(url).hostname))
    return guardLibraryFetch(
      inner,
      urls.map((url) => new URL(url).origin),
    )
  }
  return {
    run(query: CatalogQuery, signal: AbortSignal, onProgress: (message: string) => void): Promise<CatalogAnswer> {
      const settings = deps.settings()
      return runCatalogQuery(
        {
          settings: () => settings.services.catalogs,
          tap: (progress) => createTapClient({ fetch: fetchFor(settings), timing: deps.timing, onProgress: progress }),
          resolveTarget: deps.resolveTarget,
        },
        query,
        signal,
        onProgress,
      )
    },
  }
}

export type CatalogService = ReturnType<typeof createCatalogService>
