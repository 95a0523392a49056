/** Error codes every host reports the same way; handlers may add their own. */
export const commandErrorCodes = {
  unknownCommand: 'unknown-command',
  invalidInput: 'invalid-input',
  invalidOutput: 'invalid-output',
  cancelled: 'cancelled',
  internal: 'internal',
} as const
