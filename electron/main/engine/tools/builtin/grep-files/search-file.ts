import type { LineMatcher } from '../../../regex/line-matcher'

const MAX_SHOWN_LINE_CHARS = 500

interface FileMatches {
  /** Rendered lines (matches and context), groups separated by `--`. */
  lines: string[]
  matchCount: number
}

function clip(line: string): string {
  return line.length > MAX_SHOWN_LINE_CHARS ? `${line.slice(0, MAX_SHOWN_LINE_CHARS)}…` : line
}

/** Matches one file's lines on the matcher's thread and renders them ripgrep-style, stopping after `maxMatches`. */
export async function searchFile(
  displayPath: string,
  content: string,
  matcher: LineMatcher,
  context: number,
  maxMatches: number,
): Promise<FileMatches> {
  const lines = content.split(/\r?\n/u)
  if (lines.length > 1 && lines.at(-1) === '') lines.pop()
  const matching = await matcher.matchingLines(lines, maxMatches, displayPath)
  const rendered: string[] = []
  let lastShown = -1
  for (const index of matching) {
    const from = Math.max(0, index - context, lastShown + 1)
    if (lastShown >= 0 && from > lastShown + 1) rendered.push('--')
    const to = Math.min(lines.length - 1, index + context)
    for (let line = from; line <= to; line++) {
      if (line <= lastShown) continue
      const separator = matching.includes(line) ? ':' : '-'
      rendered.push(`${displayPath}${separator}${line + 1}${separator}${clip(lines[line] ?? '')}`)
      lastShown = line
    }
  }
  return { lines: rendered, matchCount: matching.length }
}
