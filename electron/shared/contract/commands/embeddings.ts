import { z } from 'zod'

export const embeddingStatusSchema = z.object({
  kind: z.enum(['none', 'openai', 'local']),
  /** The model retrieval uses; null for keyword-only retrieval. */
  model: z.string().nullable(),
  ready: z.boolean(),
  dimensions: z.number().int().positive().nullable(),
  /** Why the configured embedder cannot work, with a code the window translates. */
  problem: z.object({ code: z.string(), message: z.string() }).nullable(),
})
export type EmbeddingStatus = z.infer<typeof embeddingStatusSchema>

export const embeddingCommands = {
  'embeddings.status': { input: z.object({}), output: embeddingStatusSchema },
  /** Downloads the local model named in Settings → Embeddings (progress as `embedding-model-progress` events). */
  'embeddings.download': {
    input: z.object({}),
    output: z.object({
      model: z.string(),
      files: z.number().int().nonnegative(),
      bytes: z.number().int().nonnegative(),
    }),
  },
} as const
