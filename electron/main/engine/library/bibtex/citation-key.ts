import type { Paper } from '../../../../shared/domain/paper'

const stopWords = new Set(['a', 'an', 'the', 'on', 'of', 'in', 'for', 'and', 'to', 'with', 'at', 'by', 'from', 'is'])

const ascii = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]/g, '')

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()
}

/** Family name from "Last, First" (ADS) or "First Last" (arXiv). */
export function familyName(author: string): string {
  const trimmed = author.trim()
  if (trimmed.includes(',')) return trimmed.split(',')[0]?.trim() ?? trimmed
  const parts = trimmed.split(/\s+/)
  return parts[parts.length - 1] ?? trimmed
}

/** `Author2024Word`: first author's family name, year, first significant title word — ASCII only. */
export function baseCitationKey(paper: Pick<Paper, 'authors' | 'year' | 'title'>): string {
  const author = ascii(familyName(paper.authors[0] ?? '')) || 'Anonymous'
  const word =
    paper.title
      .split(/[\s\-:]+/)
      .map(ascii)
      .find((candidate) => candidate.length > 0 && !stopWords.has(candidate.toLowerCase())) ?? 'Untitled'
  return `${capitalize(author)}${paper.year ?? 'nd'}${capitalize(word)}`
}

/**
 * Keys for a set of papers, stable across exports: collisions are told apart by a, b, c… in the order the papers
 * entered the library.
 */
export function citationKeys(papers: Paper[]): Map<string, string> {
  const byBase = new Map<string, Paper[]>()
  for (const paper of papers) {
    const base = baseCitationKey(paper)
    byBase.set(base, [...(byBase.get(base) ?? []), paper])
  }
  const keys = new Map<string, string>()
  for (const [base, group] of byBase) {
    const ordered = [...group].sort((a, b) => a.addedAt - b.addedAt || a.id.localeCompare(b.id))
    ordered.forEach((paper, index) => {
      keys.set(
        paper.id,
        ordered.length === 1
          ? base
          : `${base}${String.fromCharCode(97 + (index % 26))}${index >= 26 ? Math.floor(index / 26) : ''}`,
      )
    })
  }
  return keys
}
