export type AnswerPart = { kind: 'text'; text: string } | { kind: 'cite'; keys: string[] }

/** Splits an answer at its citations (`[P1]`, `[P2, P3]`, `[P4; P5]`) so each key can become a link. */
export function answerParts(text: string): AnswerPart[] {
  const parts: AnswerPart[] = []
  let last = 0
  for (const match of text.matchAll(/\[(P\d+(?:\s*[,;]\s*P\d+)*)\]/g)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) })
    parts.push({ kind: 'cite', keys: (match[1] ?? '').split(/\s*[,;]\s*/) })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) })
  return parts
}
