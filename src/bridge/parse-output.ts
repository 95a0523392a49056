import type { z } from 'zod'
import { prettifyError } from 'zod'
import { type CommandName, type CommandOutput, commands } from '../../electron/shared/contract/commands'
import { malformedReplyError } from './transport-errors'

/** Replies are checked against the contract here too: the window trusts nothing it did not validate. */
export function parseOutput<N extends CommandName>(name: N, value: unknown): CommandOutput<N> {
  const schema: z.ZodType = commands[name].output
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw malformedReplyError(`${name}: ${prettifyError(parsed.error)}`)
  return parsed.data as CommandOutput<N>
}
