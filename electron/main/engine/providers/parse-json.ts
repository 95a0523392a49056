/** JSON.parse that answers `undefined` instead of throwing; zod then says what was wrong. */
export function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
