import { z } from 'zod'
import { paperSearchHitSchema, paperSectionSchema, targetResolutionSchema } from '../../domain/paper'

const adsQuotaSchema = z.object({ limit: z.number(), remaining: z.number(), resetsAt: z.number() })

/**
 * Library commands beyond the library view's (library-view.ts declares search, import, list, papers, labels, BibTeX
 * and annotations): reading parsed text, resolving object names, the ADS allowance and the ADS token test.
 */
export const libraryCommands = {
  'paper.content': {
    input: z.object({
      paper: z.string().min(1),
      section: z.string().max(500).optional(),
      pageFrom: z.number().int().positive().optional(),
      pageTo: z.number().int().positive().optional(),
      source: z.enum(['pdf', 'html']).default('pdf'),
      offset: z.number().int().nonnegative().default(0),
      limit: z.number().int().positive().max(1_000_000).default(20_000),
    }),
    output: z.object({
      text: z.string(),
      offset: z.number().int().nonnegative(),
      totalChars: z.number().int().nonnegative(),
      nextOffset: z.number().int().nonnegative().nullable(),
      sections: z.array(paperSectionSchema),
      pageCount: z.number().int().nonnegative().nullable(),
    }),
  },
  'target.resolve': { input: z.object({ name: z.string().trim().min(1).max(200) }), output: targetResolutionSchema },
  /** A paper's references or the papers citing it, from NASA ADS; the paper is a library id or any identifier. */
  'paper.related': {
    input: z.object({
      paper: z.string().min(1),
      kind: z.enum(['references', 'citations']),
      start: z.number().int().nonnegative().default(0),
      rows: z.number().int().positive().max(200).default(25),
      sort: z.string().max(100).optional(),
    }),
    output: z.object({ bibcode: z.string(), hits: z.array(paperSearchHitSchema), total: z.number().int() }),
  },
  /** A paper's notes and highlights as one Markdown file, with its citation key. */
  'paper.exportNotes': {
    input: z.object({ paper: z.string().min(1) }),
    output: z.object({ fileName: z.string(), markdown: z.string() }),
  },
  'library.quota': { input: z.object({}), output: z.object({ ads: adsQuotaSchema.nullable() }) },
  /** One small ADS query with the stored token (or `token`, not yet saved): whether it works and the quota left. */
  'ads.test': {
    input: z.object({ token: z.string().trim().min(1).max(10_000).optional() }),
    output: z.discriminatedUnion('ok', [
      z.object({ ok: z.literal(true), quota: adsQuotaSchema.nullable(), latencyMs: z.number().nonnegative() }),
      z.object({
        ok: z.literal(false),
        code: z.enum(['no-token', 'rejected', 'unreachable', 'failed']),
        message: z.string(),
      }),
    ]),
  },
} as const
