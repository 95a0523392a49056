import type { Paper } from '../../../../shared/domain/paper'

const stopWords = new Set(['a', 'an', 'the', 'on', 'of', 'in', 'for', 'and', 'to', 'with', 'at', 'by', 'from', 'is'])

const ascii = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]/g, '')

/** Name particles that belong to the family name ("Adrian Del Maestro" → "Del Maestro"). */
const particles = new Set([
  'de',
  'del',
  'della',
  'der',
  'den',
  'van',
  'von',
  'da',
  'dos',
  'di',
  'du',
  'la',
  'le',
  'ter',
])

/** Family name from "Last, First" (ADS) or "First Last" (arXiv), with its particles. */
export function familyName(author: string): string {
  const trimmed = author.trim()
  if (trimmed.includes(',')) return trimmed.split(',')[0]?.trim() ?? trimmed
  const parts = trimmed.split(/\s+/)
  let start = parts.length - 1
  while (start > 1 && particles.has((parts[start - 1] ?? '').toLowerCase())) start -= 1
  return parts.slice(start).join(' ')
}

/** TeX commands and math left out of a title before its first word is picked. */
const plainTitle = (title: string) => title.replace(/\$[^$]*\$/gu, ' ').replace(/\\[A-Za-z]+/gu, ' ')

/**
 * Better BibTeX's default key: first author's family name, year and first significant title word, lower-case ASCII
 * (`delmaestro2012luttinger`); a part that is unknown is left out, never replaced by a placeholder.
 */
export function baseCitationKey(paper: Pick<Paper, 'authors' | 'year' | 'title'>): string {
  const author = ascii(familyName(paper.authors[0] ?? '')).toLowerCase()
  const word =
    plainTitle(paper.title)
      .split(/[\s\-:]+/)
      .map((candidate) => ascii(candidate).toLowerCase())
      .find((candidate) => candidate.length > 0 && !stopWords.has(candidate)) ?? ''
  return `${author}${paper.year ?? ''}${word}` || 'paper'
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
