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
  /**
   * The models a provider's server lists at `GET {baseUrl}/models`: a saved provider by id (with its stored key), or
   * the base URL typed in a form not saved yet (no key).
   */
  'provider.models': {
    input: z.union([
      z.object({ providerId: z.string().min(1) }),
      z.object({ kind: z.enum(['openai', 'anthropic']), baseUrl: z.url() }),
    ]),
    output: z.object({ models: z.array(z.string()) }),
  },
  'provider.detectLocal': {
    input: z.object({}),
    output: z.object({ servers: z.array(localServerSchema) }),
  },
} as const
