import { z } from 'zod'

/** The steps of adding a paper; `lookup` finds its metadata (or reads a local PDF's), then the open copy, then text. */
export const addStepSchema = z.enum(['lookup', 'download', 'parse'])
export type AddStep = z.infer<typeof addStepSchema>

/** Why a step failed, as a code the renderer translates; `message` is the engine's English detail. */
export const addFailureCodeSchema = z.enum([
  'not-identifier',
  'not-found',
  'no-ads-token',
  'unreachable',
  'unavailable',
  'no-text',
  'cancelled',
  'failed',
])
export type AddFailureCode = z.infer<typeof addFailureCodeSchema>

export const addJobSchema = z.object({
  id: z.string(),
  /** What the user gave: an identifier, a search result's title, a file name. */
  input: z.string(),
  paperId: z.string().nullable(),
  title: z.string().nullable(),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  /** The step running now, the one that failed, or the last one done. */
  step: addStepSchema,
  fraction: z.number().min(0).max(1),
  /** The current progress line (English; the renderer shows it as is under the translated step name). */
  message: z.string(),
  /** What the finished job left out because Settings turned it off. */
  skipped: z.array(z.enum(['download', 'parse'])),
  failure: z
    .object({ code: addFailureCodeSchema, message: z.string(), publisherUrl: z.string().nullable() })
    .nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
})
export type AddJob = z.infer<typeof addJobSchema>
