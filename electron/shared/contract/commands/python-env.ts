import { z } from 'zod'

const pythonEnvironmentSchema = z.object({
  version: z.string(),
  executable: z.string(),
  prefix: z.string(),
  /** Each probed module's version, or null when it does not import. */
  modules: z.record(z.string(), z.string().nullable()),
  origin: z.enum(['settings', 'project-venv', 'project-conda', 'path']),
})
export type PythonEnvironment = z.infer<typeof pythonEnvironmentSchema>

export const pythonEnvironmentCommands = {
  /** The Python the session's analysis runs with (Settings, a venv or conda env in the project folder, or PATH's). */
  'project.environment': {
    input: z.object({ sessionId: z.string().min(1) }),
    output: z.object({ python: pythonEnvironmentSchema.nullable(), description: z.string() }),
  },
} as const
