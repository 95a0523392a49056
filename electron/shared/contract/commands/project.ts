import { z } from 'zod'

export const projectCommands = {
  /** The project folders chosen last (newest first, only those that still exist), and whether a picker exists. */
  'project.folders': {
    input: z.object({}),
    output: z.object({ recent: z.array(z.string()), canChoose: z.boolean() }),
  },
  /** The host's native folder picker (the desktop app); `path` is null when the user cancelled. */
  'project.chooseFolder': {
    input: z.object({ title: z.string().min(1).max(200), defaultPath: z.string().max(4096).optional() }),
    output: z.object({ path: z.string().nullable() }),
  },
} as const
