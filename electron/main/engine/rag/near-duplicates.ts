/** Two passages sharing this share of their distinct words say the same thing (a repeated abstract, a reprint). */
const DUPLICATE_SHARE = 0.85

const wordSet = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])

export function nearDuplicate(a: string, b: string): boolean {
  const left = wordSet(a)
  const right = wordSet(b)
  let shared = 0
  for (const word of left) if (right.has(word)) shared++
  const union = left.size + right.size - shared
  return union > 0 && shared >= union * DUPLICATE_SHARE
}
