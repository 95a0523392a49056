import { parseArxivId } from './arxiv-id'
import { normalizeBibcode } from './bibcode'
import { normalizeDoi } from './doi'

export type PaperIdentifier =
  | { kind: 'arxiv'; id: string; version: number | null }
  | { kind: 'doi'; doi: string }
  | { kind: 'bibcode'; bibcode: string }

/** Recognises what a user typed: an arXiv id, a DOI or a bibcode (in that order of precedence). */
export function parseIdentifier(input: string): PaperIdentifier | null {
  const arxiv = parseArxivId(input)
  if (arxiv) return { kind: 'arxiv', ...arxiv }
  const doi = normalizeDoi(input)
  if (doi) return { kind: 'doi', doi }
  const bibcode = normalizeBibcode(input)
  if (bibcode) return { kind: 'bibcode', bibcode }
  return null
}

export function describeIdentifier(identifier: PaperIdentifier): string {
  if (identifier.kind === 'arxiv') return `arXiv:${identifier.id}${identifier.version ? `v${identifier.version}` : ''}`
  if (identifier.kind === 'doi') return `doi:${identifier.doi}`
  return identifier.bibcode
}

const arxivInText = /\barXiv:\s?((?:\d{4}\.\d{4,5}|[a-z-]+(?:\.[A-Z]{2})?\/\d{7})(?:v\d+)?)/gi
const doiInText = /\b(10\.\d{4,9}\/[^\s"<>]+)/g

/** Identifiers mentioned in a paper's text (its first pages): the arXiv stamp and DOIs, first seen first. */
export function findIdentifiersInText(text: string): { arxivIds: string[]; dois: string[] } {
  const arxivIds = new Set<string>()
  for (const match of text.matchAll(arxivInText)) {
    const parsed = match[1] ? parseArxivId(match[1]) : null
    if (parsed) arxivIds.add(parsed.id)
  }
  const dois = new Set<string>()
  for (const match of text.matchAll(doiInText)) {
    const doi = match[1] ? normalizeDoi(match[1].replace(/[).\]]+$/, '')) : null
    if (doi) dois.add(doi)
  }
  return { arxivIds: [...arxivIds], dois: [...dois] }
}
