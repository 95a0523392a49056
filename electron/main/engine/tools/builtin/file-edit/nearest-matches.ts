import { distance } from 'fastest-levenshtein'

interface NearMatch {
  line: number
  text: string
  similarity: number
}

const MAX_COMPARED_CHARS = 2000
const MAX_WINDOWS = 20_000

/**
 * The passages of `content` most like `wanted`: every window of as many lines as `wanted` has, ranked by
 * Levenshtein similarity (1 = identical), best first.
 */
export function nearestMatches(content: string, wanted: string, count = 3): NearMatch[] {
  const lines = content.split('\n')
  const span = Math.max(1, wanted.split('\n').length)
  const target = wanted.slice(0, MAX_COMPARED_CHARS)
  const windows = Math.min(Math.max(1, lines.length - span + 1), MAX_WINDOWS)
  const candidates: NearMatch[] = []
  for (let start = 0; start < windows; start++) {
    const text = lines.slice(start, start + span).join('\n')
    const compared = text.slice(0, MAX_COMPARED_CHARS)
    const longest = Math.max(compared.length, target.length, 1)
    candidates.push({ line: start + 1, text, similarity: 1 - distance(compared, target) / longest })
  }
  return candidates.sort((a, b) => b.similarity - a.similarity || a.line - b.line).slice(0, count)
}

/** The "not found" message: what was closest, with line numbers, so the model can copy the exact text. */
export function describeNearMatches(displayPath: string, matches: NearMatch[]): string {
  const shown = matches
    .filter((match) => match.similarity > 0)
    .map((match) => {
      const numbered = match.text
        .split('\n')
        .map((text, index) => `${String(match.line + index).padStart(6, ' ')}\t${text}`)
        .join('\n')
      return `Lines ${match.line}–${match.line + match.text.split('\n').length - 1} (${Math.round(match.similarity * 100)}% similar):\n${numbered}`
    })
  const hint = 'Copy the exact text (without the line-number prefix) from the file and try again.'
  if (shown.length === 0) return `old_string was not found in ${displayPath}. ${hint}`
  return `old_string was not found in ${displayPath}. The closest passages are:\n\n${shown.join('\n\n')}\n\n${hint}`
}
