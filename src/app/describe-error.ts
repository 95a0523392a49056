/** A message for the user from whatever a transport threw: the engine's message and, when it has one, its hint. */
export function describeError(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    const hint = 'hint' in error && typeof error.hint === 'string' && error.hint ? ` ${error.hint}` : ''
    return `${error.message}${hint}`
  }
  return String(error)
}
