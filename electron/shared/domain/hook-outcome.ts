import { z } from 'zod'

/** How a settings hook last ran (since the engine started): when, for which tool, and what went wrong if it did. */
export const hookOutcomeSchema = z.object({
  at: z.number(),
  tool: z.string(),
  ok: z.boolean(),
  message: z.string().nullable(),
})
export type HookOutcome = z.infer<typeof hookOutcomeSchema>

/** The same hook (event, tools, command) is the same entry whatever its place in the list. */
export function hookKey(hook: { event: string; matcher: string; command: string }): string {
  return JSON.stringify([hook.event, hook.matcher, hook.command])
}
