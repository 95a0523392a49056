/** A Markdown fence line: three backticks at the start of a line, an optional language, nothing else. */
const OPENING_FENCE = /^```[\w+-]*[ \t]*\r?$/
const CLOSING_FENCE = /^```[ \t]*\r?$/

export function isOpeningFence(line: string): boolean {
  return OPENING_FENCE.test(line)
}

export function isClosingFence(line: string): boolean {
  return CLOSING_FENCE.test(line)
}

/** The next "```" that starts a line, at or after `from`; -1 when there is none. */
export function findFenceStart(source: string, from: number): number {
  let index = source.indexOf('```', from)
  while (index > 0 && source[index - 1] !== '\n') index = source.indexOf('```', index + 3)
  return index
}
