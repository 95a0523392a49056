import { z } from 'zod'

export const skillFrontmatterSchema = z.object({
  name: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'skill names are lowercase kebab-case'),
  description: z.string().min(1),
  /** inline: the instructions are returned to the current agent; fork: a subagent follows them. */
  mode: z.enum(['inline', 'fork']).default('inline'),
  maxSteps: z.number().int().min(1).max(10).optional(),
})

export interface Skill extends z.infer<typeof skillFrontmatterSchema> {
  instructions: string
  path: string
  origin: 'built-in' | 'user'
}
