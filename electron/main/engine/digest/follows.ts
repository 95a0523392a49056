/** Accents, case and punctuation aside: "Gillon, M." and "Michaël Gillon" compare by their words. */
const words = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)

/**
 * The paper's author matching a followed one: every word of the longest part of the followed name (the surname)
 * appears among the author's words, and any initial given agrees with one of the author's other words.
 */
function matches(author: string, followed: string): boolean {
  const authorWords = words(author)
  const parts = words(followed)
  if (parts.length === 0) return false
  const surname = parts.reduce((longest, part) => (part.length > longest.length ? part : longest))
  if (!authorWords.includes(surname)) return false
  const others = parts.filter((part) => part !== surname)
  return others.every((part) => authorWords.some((word) => word !== surname && word.startsWith(part.slice(0, 1))))
}

/** The first author of the paper the reader follows, as the paper spells it. */
export function followedAuthor(authors: readonly string[], followed: readonly string[]): string | null {
  for (const author of authors) if (followed.some((name) => matches(author, name))) return author
  return null
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The followed keywords the text mentions, as whole words, ignoring case. */
export function mentionedKeywords(text: string, keywords: readonly string[]): string[] {
  return keywords.filter((keyword) =>
    new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(keyword)}($|[^\\p{L}\\p{N}])`, 'iu').test(text),
  )
}
