import { commandErrorCodes } from '../common/command-error-codes'

const statusByCode: Record<string, number> = {
  [commandErrorCodes.unknownCommand]: 404,
  [commandErrorCodes.invalidInput]: 400,
  [commandErrorCodes.invalidOutput]: 500,
  [commandErrorCodes.cancelled]: 499,
  [commandErrorCodes.internal]: 500,
  'not-found': 404,
  conflict: 409,
}

/** HTTP status for a command error code; codes handlers invent are requests the engine could not carry out. */
export function statusForErrorCode(code: string): number {
  return statusByCode[code] ?? 422
}
