/** A reason quoted at the end of a message to the model ends with one full stop, whether it brought its own or not. */
export function withFullStop(text: string): string {
  const trimmed = text.trim()
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`
}
