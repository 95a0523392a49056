import { z } from 'zod'
import { catalogServiceIdSchema } from '../../domain/catalog-services'

export const catalogCommands = {
  /**
   * A query from the Catalogues panel: ADQL, or a cone around an object (resolved by Sesame) or a position; the answer
   * becomes a table artifact of the session.
   */
  'catalog.query': {
    input: z.object({
      sessionId: z.string().min(1),
      service: catalogServiceIdSchema,
      adql: z.string().trim().max(20_000).optional(),
      object: z.string().trim().max(200).optional(),
      ra: z.number().min(0).max(360).optional(),
      dec: z.number().min(-90).max(90).optional(),
      radiusArcsec: z.number().positive().max(36_000).default(60),
      table: z.string().trim().max(200).optional(),
      maxRows: z.number().int().min(1).max(100_000).default(1000),
    }),
    output: z.object({
      artifactId: z.string(),
      title: z.string(),
      rows: z.number().int().nonnegative(),
      columns: z.number().int().nonnegative(),
      mode: z.enum(['sync', 'async']),
      adql: z.string(),
    }),
  },
} as const
