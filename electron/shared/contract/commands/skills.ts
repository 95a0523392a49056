import { z } from 'zod'

const skillSummarySchema = z.object({
  name: z.string(),
  description: z.string(),
  mode: z.enum(['inline', 'fork']),
  origin: z.enum(['built-in', 'user']),
  /** Off in Settings → Skills: not offered to the model. */
  enabled: z.boolean(),
})

export const skillsCommands = {
  /** Every skill found (built-in and the user's), and the SKILL.md files that could not be read. */
  'skills.list': {
    input: z.object({}),
    output: z.object({ skills: z.array(skillSummarySchema), problems: z.array(z.string()) }),
  },
  /** A skill's SKILL.md as written. */
  'skills.read': { input: z.object({ name: z.string().min(1) }), output: z.object({ text: z.string() }) },
  /** Copies a folder holding a SKILL.md into the user's skills folder. */
  'skills.add': {
    input: z.object({ folder: z.string().min(1) }),
    output: z.object({ name: z.string() }),
  },
} as const
