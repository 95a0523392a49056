import { CommandError, type TransportErrorShape } from '../../../shared/contract/transport'
import { commandErrorCodes } from './command-error-codes'

/** The JSON shape of an error crossing a transport; the hint is kept only when there is one. */
export function toErrorShape(error: unknown): TransportErrorShape {
  if (error instanceof CommandError) {
    return error.hint === undefined
      ? { code: error.code, message: error.message }
      : { code: error.code, message: error.message, hint: error.hint }
  }
  return {
    code: commandErrorCodes.internal,
    message: error instanceof Error ? error.message : String(error),
  }
}
