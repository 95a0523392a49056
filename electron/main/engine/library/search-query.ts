/** Field prefixes of arXiv's search_query syntax. */
const arxivFields = /\b(?:ti|au|abs|co|jr|cat|rn|id|all):/

/**
 * Turns what a user typed into arXiv search_query syntax: queries that already use fields pass through; plain words
 * become `all:word` joined with AND, quoted phrases stay phrases.
 */
export function toArxivSearchQuery(query: string): string {
  const trimmed = query.trim()
  if (arxivFields.test(trimmed)) return trimmed
  const terms = trimmed.match(/"[^"]+"|\S+/g) ?? []
  return terms.map((term) => `all:${term}`).join(' AND ')
}
