import { z } from 'zod'

export const teamCommands = {
  /** Stops the session's teammates (and their model requests); the lead's run, if any, goes on. */
  'team.stop': {
    input: z.object({ sessionId: z.string().min(1) }),
    output: z.object({ stopped: z.boolean() }),
  },
} as const
