export const DEFAULT_LINE_LIMIT = 2000
const MAX_LINE_CHARS = 2000

interface NumberedWindow {
  text: string
  firstLine: number
  lastLine: number
  totalLines: number
}

/** Splits text into lines and renders the requested window the way `cat -n` does. */
export function numberLines(content: string, offset: number, limit: number): NumberedWindow {
  const lines = content.split(/\r?\n/u)
  if (lines.length > 1 && lines.at(-1) === '') lines.pop()
  const window = lines.slice(offset - 1, offset - 1 + limit)
  const text = window
    .map((line, index) => {
      const shown = line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}… [line truncated]` : line
      return `${String(offset + index).padStart(6, ' ')}\t${shown}`
    })
    .join('\n')
  return { text, firstLine: offset, lastLine: offset + window.length - 1, totalLines: lines.length }
}
