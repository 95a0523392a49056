import { z } from 'zod'

export const appCommands = {
  'app.info': {
    input: z.object({}),
    output: z.object({
      name: z.string(),
      version: z.string(),
      host: z.enum(['electron', 'headless', 'test']),
      dataDir: z.string(),
      sqliteVersion: z.string(),
      vecVersion: z.string(),
    }),
  },
} as const
