/** A share found, with its counts; `null` ratio when the reference has none. */
export interface Recall {
  found: number
  total: number
}

export const ratio = (recall: Recall): number | null => (recall.total === 0 ? null : recall.found / recall.total)

/** Compatibility forms folded (ﬁ → fi, µ → μ), line-end hyphenation undone. */
function comparable(text: string): string {
  return text.normalize('NFKC').replace(/(\p{L})-\s*\n\s*(?=\p{Ll})/gu, '$1')
}

const PIECE = 32

/**
 * Reading-order agreement: the reference's letters (nothing else: spacing, hyphens and punctuation don't count), cut
 * into consecutive 32-letter pieces; the share of pieces found unbroken among our letters. Interleaved columns and
 * lost characters both break pieces.
 */
export function readingOrder(ours: string, reference: string): Recall {
  const letters = (text: string) => comparable(text).toLowerCase().replace(/\P{L}/gu, '')
  const ourLetters = letters(ours)
  const theirs = letters(reference)
  let found = 0
  let total = 0
  for (let start = 0; start + PIECE <= theirs.length; start += PIECE) {
    total++
    if (ourLetters.includes(theirs.slice(start, start + PIECE))) found++
  }
  return { found, total }
}

function counts(values: Iterable<string>): Map<string, number> {
  const counted = new Map<string, number>()
  for (const value of values) counted.set(value, (counted.get(value) ?? 0) + 1)
  return counted
}

/** How many of the reference's occurrences we have too, value by value. */
function multisetRecall(ours: Iterable<string>, reference: Iterable<string>): Recall {
  const ourCounts = counts(ours)
  let found = 0
  let total = 0
  for (const [value, count] of counts(reference)) {
    total += count
    found += Math.min(count, ourCounts.get(value) ?? 0)
  }
  return { found, total }
}

const decimals = (text: string) => comparable(text).match(/(?<![\d.])\d+\.\d+(?!\d)/g) ?? []

/** Decimal numbers (`4.56`, `0.78`) of the reference found in ours, as many times as it has them. */
export const decimalRecall = (ours: string, reference: string) => multisetRecall(decimals(ours), decimals(reference))

const occurrences = (text: string, characters: RegExp) => comparable(text).match(characters) ?? []

/** Occurrences of each character of `characters` (a global RegExp) in the reference, found in ours. */
export const characterRecall = (ours: string, reference: string, characters: RegExp) =>
  multisetRecall(occurrences(ours, characters), occurrences(reference, characters))

const ligatureWords = (text: string) =>
  (
    comparable(text)
      .toLowerCase()
      .match(/\p{L}+/gu) ?? []
  ).filter((word) => /f[fil]/.test(word))

/** Words with an fi, fl, ff, ffi or ffl in the reference (ligatures in most fonts), found whole in ours. */
export const ligatureWordRecall = (ours: string, reference: string) =>
  multisetRecall(ligatureWords(ours), ligatureWords(reference))

/** Characters no text should hold: C0/C1 controls other than tab and line breaks, and U+FFFD. */
export const strayCharacters = (text: string): number => (text.match(/[^\P{Cc}\t\n\r]|\uFFFD/gu) ?? []).length

/** Characters as a bag, order and spacing aside: accents apart from their letters, hyphens and dashes left out. */
const characterBag = (text: string) => [
  ...text.normalize('NFKD').replace(/[\p{M}\p{Lm}\p{Sk}\s\-\u00AD\u2010\u2011]/gu, ''),
]

/** The reference's characters found in ours, whatever their order: what a text engine maps right or loses. */
export const orderFreeCharacterRecall = (ours: string, reference: string) =>
  multisetRecall(characterBag(ours), characterBag(reference))
