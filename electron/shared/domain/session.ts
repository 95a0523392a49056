import { z } from 'zod'

export const sessionSchema = z.object({
  id: z.string(),
  title: z.string(),
  projectDir: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
})
export type Session = z.infer<typeof sessionSchema>

export const sessionTitleSchema = z.string().trim().min(1, 'A session needs a title').max(200)
