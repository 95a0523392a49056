import { z } from 'zod'

export const memorySchema = z.object({
  id: z.string(),
  content: z.string(),
  category: z.string(),
  createdAt: z.number(),
  updatedAt: z.number().nullable(),
  /** Off: kept, never recalled into a session. */
  enabled: z.boolean(),
})

export const memoryCommands = {
  'memory.list': { input: z.object({}), output: z.array(memorySchema) },
  'memory.update': {
    input: z.object({
      id: z.string().min(1),
      content: z.string().trim().min(1).max(2000).optional(),
      enabled: z.boolean().optional(),
    }),
    output: memorySchema,
  },
  'memory.delete': { input: z.object({ id: z.string().min(1) }), output: z.object({ deleted: z.boolean() }) },
} as const
