import type { z } from 'zod'
import { prettifyError } from 'zod'
import { commands, isCommandName } from '../../../shared/contract/commands'
import type { Handlers } from '../../../shared/contract/handlers'
import { CommandError } from '../../../shared/contract/transport'
import { commandErrorCodes } from './command-error-codes'

type AnyHandler = (input: unknown, context: { signal: AbortSignal }) => Promise<unknown>

/** Parses untrusted input with the command's schema; nothing reaches a handler unparsed. */
function parseCommandInput(name: string, rawInput: unknown): { name: keyof Handlers; input: unknown } {
  if (!isCommandName(name)) throw unknownCommandError(name)
  const schema: z.ZodType = commands[name].input
  const parsed = schema.safeParse(rawInput ?? {})
  if (!parsed.success) {
    throw new CommandError(
      commandErrorCodes.invalidInput,
      `Invalid input for ${name}:\n${prettifyError(parsed.error)}`,
      'Correct the fields named above and try again.',
    )
  }
  return { name, input: parsed.data }
}

/** Validates, runs and checks one command; every failure comes out as a CommandError. */
export async function dispatchCommand(
  handlers: Handlers,
  name: string,
  rawInput: unknown,
  signal: AbortSignal,
): Promise<unknown> {
  const parsed = parseCommandInput(name, rawInput)
  throwIfCancelled(signal)
  const handler = handlers[parsed.name] as AnyHandler
  let output: unknown
  try {
    output = await untilAborted(handler(parsed.input, { signal }), signal)
  } catch (error) {
    if (signal.aborted) throw cancelledError()
    if (error instanceof CommandError) throw error
    throw new CommandError(
      commandErrorCodes.internal,
      `${parsed.name} failed: ${error instanceof Error ? error.message : String(error)}`,
      'Try again; if it keeps failing, the log file in the data directory has the details.',
    )
  }
  throwIfCancelled(signal)
  const outputSchema: z.ZodType = commands[parsed.name].output
  const checked = outputSchema.safeParse(output)
  if (!checked.success) {
    throw new CommandError(
      commandErrorCodes.invalidOutput,
      `${parsed.name} returned data that does not match the contract:\n${prettifyError(checked.error)}`,
      'This is a bug in AstroResearch; please report it with the log file.',
    )
  }
  return checked.data
}

/** A handler that ignores its signal still lets the caller go as soon as the call is cancelled. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(cancelledError())
    signal.addEventListener('abort', onAbort, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

function throwIfCancelled(signal: AbortSignal): void {
  if (signal.aborted) throw cancelledError()
}

export function unknownCommandError(name: string): CommandError {
  return new CommandError(
    commandErrorCodes.unknownCommand,
    `There is no command called "${name}".`,
    'Check the command name against the contract (electron/shared/contract/commands.ts).',
  )
}

export function cancelledError(): CommandError {
  return new CommandError(commandErrorCodes.cancelled, 'The command was cancelled.')
}
