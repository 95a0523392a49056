import type { Paper, PaperRecord, PaperSearchHit } from '../../../shared/domain/paper'

function identifiers(record: PaperRecord): string {
  return [
    record.arxivId ? `arXiv:${record.arxivId}` : null,
    record.doi ? `doi:${record.doi}` : null,
    record.bibcode ? `bibcode:${record.bibcode}` : null,
  ]
    .filter(Boolean)
    .join(', ')
}

function authorsShort(authors: string[]): string {
  if (authors.length === 0) return 'unknown authors'
  if (authors.length <= 3) return authors.join('; ')
  return `${authors.slice(0, 3).join('; ')} et al. (${authors.length} authors)`
}

/** One line a model can act on: title, authors, year, venue, identifiers, citations, library state. */
export function summarizeHit(hit: PaperSearchHit, index: number): string {
  const citations = hit.citationCount !== null ? `; cited ${hit.citationCount}×` : ''
  const local = hit.localStatus
    ? `; in library (id ${hit.localId}, download ${hit.localStatus.downloadStatus}, parse ${hit.localStatus.parseStatus})`
    : '; not in library'
  return `${index + 1}. ${hit.title} — ${authorsShort(hit.authors)} (${hit.year ?? 'n.d.'})${hit.venue ? `, ${hit.venue}` : ''}. ${identifiers(hit)}${citations}${local}`
}

/** Entry type, volume, issue, pages and month, as a reference list cites them (`article; vol. 826, no. 1, p. 56`). */
function publicationDetails(paper: Paper): string | null {
  const details = paper.bibliography
  const parts = [
    details.volume ? `vol. ${details.volume}` : null,
    details.issue ? `no. ${details.issue}` : null,
    details.pages ? `p. ${details.pages}` : details.eid ? `eid ${details.eid}` : null,
    details.month ? `month ${details.month}` : null,
    details.arxivClass ? `arXiv class ${details.arxivClass}` : null,
  ].filter((part): part is string => part !== null)
  if (!details.entryType && parts.length === 0) return null
  return `Publication: ${[details.entryType ?? 'unknown type', parts.join(', ')].filter(Boolean).join('; ')}`
}

/** The full record of one library paper, as text. */
export function describePaper(paper: Paper, extra: { notes: number; highlights: number }): string {
  return [
    `Title: ${paper.title}`,
    `Authors: ${paper.authors.join('; ') || 'unknown'}`,
    `Year: ${paper.year ?? 'unknown'}${paper.venue ? `; venue: ${paper.venue}` : ''}`,
    publicationDetails(paper),
    `Identifiers: ${identifiers(paper) || 'none'}; library id: ${paper.id}`,
    `Citations: ${paper.citationCount ?? 'unknown'}`,
    paper.keywords.length > 0 ? `Keywords: ${paper.keywords.join('; ')}` : null,
    `Status: reading ${paper.readingStatus}, download ${paper.downloadStatus}, parse ${paper.parseStatus}${paper.pageCount ? ` (${paper.pageCount} pages)` : ''}${paper.parseError ? ` — ${paper.parseError}` : ''}`,
    paper.searchIndex
      ? `Search index: ${paper.searchIndex.passages} passages, ${paper.searchIndex.model ?? 'keyword search only'}, indexed ${new Date(paper.searchIndex.indexedAt).toISOString()}`
      : null,
    paper.tags.length > 0 ? `Tags: ${paper.tags.join(', ')}` : null,
    paper.collections.length > 0 ? `Collections: ${paper.collections.join(', ')}` : null,
    `Notes: ${extra.notes}; highlights: ${extra.highlights}`,
    paper.publisherUrl ? `Publisher page: ${paper.publisherUrl}` : null,
    paper.abstract ? `Abstract: ${paper.abstract}` : null,
  ]
    .filter((line): line is string => line !== null)
    .join('\n')
}
