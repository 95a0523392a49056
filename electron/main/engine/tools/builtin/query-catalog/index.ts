import { z } from 'zod'
import { catalogServiceIdSchema } from '../../../../../shared/domain/catalog-services'
import type { ArtifactManager } from '../../../artifacts/artifact-manager'
import { catalogArtifactId, catalogTitle } from '../../../catalogs/catalog-artifact'
import type { CatalogAnswer, CatalogQuery } from '../../../catalogs/catalog-query'
import { TapError } from '../../../catalogs/tap-client'
import { tablePreview } from '../../../tables/table-preview'
import { defineTool, toolError, toolResult } from '../../define-tool'
import { artifactSnapshot } from '../artifact-operation'
import description from './description.md'

interface CatalogRunner {
  run(query: CatalogQuery, signal: AbortSignal, onProgress: (message: string) => void): Promise<CatalogAnswer>
}

export function createQueryCatalogTool(deps: { catalogs: CatalogRunner; artifacts: ArtifactManager }) {
  return defineTool({
    name: 'query_catalog',
    ui: {
      title: { en: 'Query catalogue', 'zh-CN': '查询星表' },
      doing: { en: 'Querying a catalogue', 'zh-CN': '正在查询星表' },
      done: { en: 'Queried a catalogue', 'zh-CN': '已查询星表' },
    },
    description,
    input: z.object({
      service: catalogServiceIdSchema.describe('gaia, simbad, vizier, mast or exoplanets'),
      adql: z.string().max(20_000).optional().describe('The ADQL query to run (leave out for a cone search)'),
      object: z.string().max(200).optional().describe('Cone search: the object at the centre, resolved by Sesame'),
      ra: z.number().min(0).max(360).optional().describe('Cone search: centre right ascension in degrees (ICRS)'),
      dec: z.number().min(-90).max(90).optional().describe('Cone search: centre declination in degrees (ICRS)'),
      radius_arcsec: z.number().positive().max(36_000).default(60).describe('Cone search: radius in arcseconds'),
      table: z
        .string()
        .max(200)
        .optional()
        .describe("Cone search: the table to search; the service's main one if absent"),
      ra_column: z.string().max(100).optional().describe('Cone search: the right ascension column of `table`'),
      dec_column: z.string().max(100).optional().describe('Cone search: the declination column of `table`'),
      columns: z.string().max(2000).optional().describe('Cone search: the columns to return, comma-separated'),
      max_rows: z.number().int().min(1).max(100_000).default(1000).describe('Most rows the service returns'),
      mode: z.enum(['auto', 'sync', 'async']).default('auto').describe('auto: synchronous, a job if that is slow'),
    }),
    defaultPermission: 'confirm',
    isConcurrencySafe: () => true,
    timeoutMs: 15 * 60_000,
    async execute(input, context) {
      const isCone = input.object !== undefined || input.ra !== undefined || input.dec !== undefined
      const query: CatalogQuery = {
        service: input.service,
        adql: input.adql,
        cone: isCone
          ? {
              object: input.object,
              ra: input.ra,
              dec: input.dec,
              radiusArcsec: input.radius_arcsec,
              table: input.table,
              raColumn: input.ra_column,
              decColumn: input.dec_column,
              columns: input.columns,
            }
          : undefined,
        maxRows: input.max_rows,
        mode: input.mode,
      }
      let answer: CatalogAnswer
      try {
        answer = await deps.catalogs.run(query, context.signal, (message) => context.progress({ message }))
      } catch (error) {
        if (error instanceof TapError) return toolError(`${error.message} ${error.hint}`)
        throw error
      }
      const table = answer.result.table
      const artifact = deps.artifacts.create({
        sessionId: context.sessionId,
        runId: context.runId,
        id: catalogArtifactId(input.service),
        title: catalogTitle(answer, query),
        contentType: 'application/x-votable+xml',
        content: answer.votable,
        source: 'tool',
      })
      const lines = [
        `${answer.preset.name} answered ${table.totalRows} rows × ${table.columns.length} columns (${answer.mode === 'async' ? 'asynchronous job' : 'synchronous'}); kept as table artifact '${artifact.id}'.`,
        ...(answer.target
          ? [
              `Centre: ${answer.target.canonicalName ?? answer.target.name} at RA ${answer.target.ra}°, Dec ${answer.target.dec}° (Sesame).`,
            ]
          : []),
        `ADQL: ${answer.adql}`,
        ...table.notes,
        ...(table.totalRows === 0 ? ['No rows matched.'] : ['', tablePreview(table, 10)]),
      ]
      return toolResult(lines.join('\n'), {
        ...artifactSnapshot(artifact),
        rows: table.totalRows,
        columns: table.columns.length,
        mode: answer.mode,
        adql: answer.adql,
      })
    },
  })
}
