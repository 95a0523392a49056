import { distinctTerms } from '../../electron/main/engine/digest/digest-terms'
import type { ArxivEntry } from '../../electron/main/engine/library/arxiv/arxiv-atom-parser'

/**
 * The alert a reader sets up from their own library by a plain rule, knowing nothing of the day's papers: every word
 * of their papers' titles, common words dropped.
 */
export function titleWordAlert(titles: readonly string[]): string[] {
  return [...new Set(titles.flatMap((title) => distinctTerms(title)))]
}

/** The listing as a keyword alert orders it: most alert words mentioned first, ties in arXiv's order. */
export function keywordAlertOrder(listing: readonly ArxivEntry[], words: readonly string[]): string[] {
  const alert = new Set(words)
  return listing
    .map((entry, position) => ({
      id: entry.arxivId,
      hits: distinctTerms(`${entry.title}\n${entry.abstract}`).filter((term) => alert.has(term)).length,
      position,
    }))
    .sort((a, b) => b.hits - a.hits || a.position - b.position)
    .map((item) => item.id)
}
