import { randomBytes } from 'node:crypto'
import type { CatalogServiceId } from '../../../shared/domain/catalog-services'
import type { CatalogAnswer, CatalogQuery } from './catalog-query'

/** How an answer is named in the artifact list: the service, what was asked and how many rows came back. */
export function catalogTitle(answer: CatalogAnswer, query: CatalogQuery): string {
  const rows = `${answer.result.table.totalRows} rows`
  if (!query.cone) return `${answer.preset.name}: ADQL (${rows})`
  const centre =
    answer.target?.canonicalName ?? query.cone.object ?? `${query.cone.ra?.toFixed(5)}, ${query.cone.dec?.toFixed(5)}`
  return `${answer.preset.name}: ${query.cone.radiusArcsec}″ around ${centre} (${rows})`
}

export const catalogArtifactId = (service: CatalogServiceId) => `catalog_${service}_${randomBytes(4).toString('hex')}`
