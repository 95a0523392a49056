import { z } from 'zod'
import { teammateSchema } from '../../domain/teammate'

export const teamCommands = {
  /** The session's teammates still working, oldest first. */
  'team.list': {
    input: z.object({ sessionId: z.string().min(1) }),
    output: z.object({ teammates: z.array(teammateSchema) }),
  },
  /** Stops the session's teammates (and their model requests); the lead's run, if any, goes on. */
  'team.stop': {
    input: z.object({ sessionId: z.string().min(1) }),
    output: z.object({ stopped: z.boolean() }),
  },
} as const
