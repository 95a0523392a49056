import { z } from 'zod'

export const localServerKindSchema = z.enum(['ollama', 'lmstudio'])

/** A model server found on this machine, ready to become an OpenAI-compatible provider in one click. */
export const localServerSchema = z.object({
  server: localServerKindSchema,
  name: z.string(),
  /** OpenAI-compatible base URL (…/v1). */
  baseUrl: z.string(),
  models: z.array(z.string()),
})
export type LocalServer = z.infer<typeof localServerSchema>

export const providerDetectCommands = {
  'provider.detectLocal': {
    input: z.object({}),
    output: z.object({ servers: z.array(localServerSchema) }),
  },
} as const
