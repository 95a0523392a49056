import { z } from 'zod'
import { hookOutcomeSchema } from '../../domain/hook-outcome'
import { hookCommandSchema } from '../../domain/settings'

export const hooksCommands = {
  /** How each of settings.hooks last ran, in the same order; null for one that has not run since the engine started. */
  'hooks.status': {
    input: z.object({}),
    output: z.object({ outcomes: z.array(hookOutcomeSchema.nullable()) }),
  },
  /** Runs a hook once on a sample call of `tool`, as a tool call would, and says what it answered. */
  'hooks.test': {
    input: z.object({ hook: hookCommandSchema, tool: z.string().min(1).default('read_file') }),
    output: z.object({
      ok: z.boolean(),
      /** Why it failed: its exit status and stderr, a timeout, output that is not JSON or not a hook's answer. */
      error: z.string().nullable(),
      /** What it answered (block, mutateInput, appendContext…); `{}` means it lets the call through unchanged. */
      response: z.record(z.string(), z.unknown()).nullable(),
      durationMs: z.number(),
    }),
  },
} as const
