import type { Handlers } from '../../../shared/contract/handlers'
import { CommandError } from '../../../shared/contract/transport'
import type { ArtifactManager } from '../artifacts/artifact-manager'
import { nativeSignal } from '../library/commands/native-signal'
import { catalogArtifactId, catalogTitle } from './catalog-artifact'
import type { CatalogQuery } from './catalog-query'
import type { CatalogService } from './catalog-service'
import { TapError } from './tap-client'

export function createCatalogHandlers(deps: {
  catalogs: CatalogService
  artifacts: ArtifactManager
}): Pick<Handlers, 'catalog.query'> {
  return {
    'catalog.query': async (input, { signal }) => {
      const isCone = !input.adql && (input.object !== undefined || input.ra !== undefined)
      const query: CatalogQuery = {
        service: input.service,
        adql: input.adql || undefined,
        cone: isCone
          ? { object: input.object, ra: input.ra, dec: input.dec, radiusArcsec: input.radiusArcsec, table: input.table }
          : undefined,
        maxRows: input.maxRows,
        mode: 'auto',
      }
      try {
        const answer = await deps.catalogs.run(query, nativeSignal(signal), () => {})
        const title = catalogTitle(answer, query)
        const artifact = deps.artifacts.create({
          sessionId: input.sessionId,
          runId: '',
          id: catalogArtifactId(input.service),
          title,
          contentType: 'application/x-votable+xml',
          content: answer.votable,
          source: 'user',
        })
        return {
          artifactId: artifact.id,
          title,
          rows: answer.result.table.totalRows,
          columns: answer.result.table.columns.length,
          mode: answer.mode,
          adql: answer.adql,
        }
      } catch (error) {
        if (error instanceof TapError) throw new CommandError('catalog-failed', error.message, error.hint)
        throw error
      }
    },
  }
}
