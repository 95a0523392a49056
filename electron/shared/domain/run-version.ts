import { z } from 'zod'

/** Which version of its message a run is, when the user regenerated or edited it; null while there is one. */
export const runVersionSchema = z.object({
  number: z.number().int().positive(),
  count: z.number().int().positive(),
  previousRunId: z.string().nullable(),
  nextRunId: z.string().nullable(),
})
export type RunVersion = z.infer<typeof runVersionSchema>
