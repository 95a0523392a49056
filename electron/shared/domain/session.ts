import { z } from 'zod'

export const sessionSchema = z.object({
  id: z.string(),
  title: z.string(),
  projectDir: z.string().nullable(),
  /** The provider this session talks to; null follows Settings → Model providers' active provider. */
  providerId: z.string().nullable(),
  /** The model on that provider; null uses the provider's own model setting. */
  model: z.string().nullable(),
  pinned: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
})
export type Session = z.infer<typeof sessionSchema>

/** The title the engine gives a new session until its first prompt names it; the window shows it translated. */
export const DEFAULT_SESSION_TITLE = 'New session'

export const sessionTitleSchema = z.string().trim().min(1, 'A session needs a title').max(200)
