import type { Passage } from './passage'
import { holdsTable } from './table-text'

export const pagesLabel = (passage: Pick<Passage, 'pageStart' | 'pageEnd'>) =>
  passage.pageStart === passage.pageEnd ? `p. ${passage.pageStart}` : `pp. ${passage.pageStart}–${passage.pageEnd}`

export const citationLabel = (passage: Passage) =>
  `${passage.firstAuthor}${passage.year ? ` ${passage.year}` : ''}, ${pagesLabel(passage)}`

export interface CitationCheck {
  cited: string[]
  unknown: string[]
}

/** Every `[P3]`-style key in an answer must name a retrieved passage; anything else is reported as unknown. */
export function checkCitations(answer: string, passages: Passage[]): CitationCheck {
  const known = new Set(passages.map((passage) => passage.key))
  const keys = [...answer.matchAll(/\[(P\d+)(?:\s*[,;]\s*(P\d+))*\]/g)].flatMap((match) =>
    match[0].slice(1, -1).split(/\s*[,;]\s*/),
  )
  const unique = [...new Set(keys)]
  return { cited: unique.filter((key) => known.has(key)), unknown: unique.filter((key) => !known.has(key)) }
}

/** The passages as the model reads them; one that holds a table says so and how to read it. */
export function formatPassages(passages: Passage[]): string {
  return passages
    .map((passage) => {
      const table = holdsTable(passage.text) ? ', holds a table: one row per line, cells separated by |' : ''
      return `[${passage.key}] ${passage.paperTitle} — ${citationLabel(passage)} (paper ${passage.paperId}, section "${passage.section}"${table})\n${passage.text}`
    })
    .join('\n\n')
}
