import { CommandError, type TransportErrorShape } from '../../../shared/contract/transport'
import { commandErrorCodes } from './command-error-codes'

/** The JSON shape of an error crossing a transport; the hint is kept only when there is one. */
export function toErrorShape(error: unknown): TransportErrorShape {
  if (error instanceof CommandError) {
    return {
      code: error.code,
      message: error.message,
      ...(error.hint === undefined ? {} : { hint: error.hint }),
      ...(error.detail === undefined ? {} : { detail: error.detail }),
    }
  }
  return {
    code: commandErrorCodes.internal,
    message: error instanceof Error ? error.message : String(error),
  }
}
