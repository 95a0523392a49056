import { z } from 'zod'

/** A teammate spawn_teammate started that is still working for its session. */
export const teammateSchema = z.object({
  name: z.string(),
  role: z.string(),
  startedAt: z.number(),
})
export type Teammate = z.infer<typeof teammateSchema>
