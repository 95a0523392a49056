import { distance } from 'fastest-levenshtein'

/** Similarity (0–1) a fuzzy match must reach before an update is applied. */
export const FUZZY_MATCH_THRESHOLD = 0.85
const MAX_FUZZY_LINES = 20_000

type ReplaceOutcome =
  | {
      ok: true
      content: string
      match: 'exact' | 'fuzzy'
      similarity: number
      lines: [number, number]
      matched: string
    }
  | { ok: false; reason: string }

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim()

function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length)
  return longest === 0 ? 1 : 1 - distance(a, b) / longest
}

function lineOf(content: string, index: number): number {
  let line = 1
  for (
    let position = content.indexOf('\n');
    position !== -1 && position < index;
    position = content.indexOf('\n', position + 1)
  ) {
    line += 1
  }
  return line
}

function exactReplace(content: string, oldText: string, newText: string): ReplaceOutcome | null {
  const first = content.indexOf(oldText)
  if (first === -1) return null
  const second = content.indexOf(oldText, first + 1)
  if (second !== -1) {
    return {
      ok: false,
      reason: `old_str occurs more than once (lines ${lineOf(content, first)} and ${lineOf(content, second)}); include more surrounding text so it is unique`,
    }
  }
  const startLine = lineOf(content, first)
  return {
    ok: true,
    content: content.slice(0, first) + newText + content.slice(first + oldText.length),
    match: 'exact',
    similarity: 1,
    lines: [startLine, startLine + oldText.split('\n').length - 1],
    matched: oldText,
  }
}

interface Candidate {
  start: number
  end: number
  score: number
}

/** Windows of whole lines around old_str's own line count, scored by normalised edit distance. */
function bestWindows(lines: string[], oldText: string): Candidate[] {
  const target = normalize(oldText)
  const height = oldText.replace(/\n$/, '').split('\n').length
  const candidates: Candidate[] = []
  for (const size of new Set([height, height - 1, height + 1])) {
    if (size < 1) continue
    for (let start = 0; start + size <= lines.length; start += 1) {
      const window = normalize(lines.slice(start, start + size).join('\n'))
      const lengthRatio = Math.min(window.length, target.length) / Math.max(window.length, target.length, 1)
      if (lengthRatio < FUZZY_MATCH_THRESHOLD) continue
      candidates.push({ start, end: start + size, score: similarity(window, target) })
    }
  }
  return candidates.sort((a, b) => b.score - a.score)
}

/**
 * Replaces old_str by new_str: exactly when it occurs once, otherwise the single best-matching run of lines when it
 * is similar enough. Ambiguous or weak matches are refused with a reason the model can act on.
 */
export function fuzzyReplace(content: string, oldText: string, newText: string): ReplaceOutcome {
  if (oldText.length === 0) return { ok: false, reason: 'old_str is empty; use rewrite_artifact to replace everything' }
  const exact = exactReplace(content, oldText, newText)
  if (exact) return exact
  const lines = content.split('\n')
  if (lines.length > MAX_FUZZY_LINES) {
    return { ok: false, reason: 'old_str was not found exactly, and the artifact is too large for a fuzzy search' }
  }
  const [best, ...rest] = bestWindows(lines, oldText)
  if (!best || best.score < FUZZY_MATCH_THRESHOLD) {
    const closest = best
      ? ` The closest text (lines ${best.start + 1}–${best.end}, ${Math.round(best.score * 100)}% similar) was:\n${lines.slice(best.start, best.end).join('\n')}`
      : ''
    return {
      ok: false,
      reason: `old_str was not found (fuzzy match needs ${Math.round(FUZZY_MATCH_THRESHOLD * 100)}% similarity).${closest}\nRead the artifact again and copy the text exactly.`,
    }
  }
  const rival = rest.find((other) => other.end <= best.start || other.start >= best.end)
  if (rival && best.score - rival.score < 0.02) {
    return {
      ok: false,
      reason: `old_str matches lines ${best.start + 1}–${best.end} and ${rival.start + 1}–${rival.end} about equally well; include more surrounding text so it is unique`,
    }
  }
  const matched = lines.slice(best.start, best.end).join('\n')
  const replaced = [...lines.slice(0, best.start), newText, ...lines.slice(best.end)].join('\n')
  return {
    ok: true,
    content: replaced,
    match: 'fuzzy',
    similarity: best.score,
    lines: [best.start + 1, best.end],
    matched,
  }
}
