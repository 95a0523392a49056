import { argumentsPreview } from './format-json'
import type { TimelineRow } from './timeline-rows'

/** Text of a row that find searches; `expandKey` names the collapsed region that shows it, when one does. */
interface SearchableText {
  text: string
  expandKey: string | null
}

/** One occurrence of the query: in which row, which one in that row (in reading order), and what to expand. */
export interface FindMatch {
  rowIndex: number
  occurrence: number
  expandKey: string | null
}

function searchableText(row: TimelineRow): SearchableText[] {
  const shown = (text: string): SearchableText => ({ text, expandKey: null })
  switch (row.kind) {
    case 'prompt':
      return [shown(row.run.prompt)]
    case 'part': {
      const part = row.part
      if (part.kind === 'text') return [shown(part.text)]
      if (part.kind === 'reasoning') return [{ text: part.text, expandKey: part.key }]
      const found = [shown(`${part.name} ${argumentsPreview(part.arguments)}`)]
      if (part.output !== null) found.push({ text: part.output, expandKey: `${part.key}:output` })
      return found
    }
    case 'block': {
      const block = row.block
      if (block.kind === 'error') return [shown(block.message)]
      if (block.kind === 'question') return [shown([block.question, ...block.options].join('\n'))]
      if (block.kind === 'notice') return [shown(`${block.title} ${block.detail}`)]
      return []
    }
    default:
      return []
  }
}

function countOccurrences(haystack: string, needle: string): number {
  let count = 0
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) count += 1
  return count
}

/**
 * Every occurrence of `query` (case-insensitive) in the session's timeline model, not its DOM: the list is
 * virtualized, so rows out of view are not rendered and could not be searched there.
 */
export function findMatches(rows: readonly TimelineRow[], query: string): FindMatch[] {
  const needle = query.trim().toLocaleLowerCase()
  if (!needle) return []
  const matches: FindMatch[] = []
  rows.forEach((row, rowIndex) => {
    let occurrence = 0
    for (const { text, expandKey } of searchableText(row)) {
      const count = countOccurrences(text.toLocaleLowerCase(), needle)
      for (let index = 0; index < count; index += 1) {
        matches.push({ rowIndex, occurrence, expandKey })
        occurrence += 1
      }
    }
  })
  return matches
}
