import type { PaperIdentifiers } from '../../../electron/shared/domain/paper'

/** arXiv id, DOI and bibcode as small monospace labels. */
export function PaperIdentifierList({ paper }: { paper: PaperIdentifiers & { arxivVersion?: number | null } }) {
  const items = [
    paper.arxivId ? `arXiv:${paper.arxivId}${paper.arxivVersion ? `v${paper.arxivVersion}` : ''}` : null,
    paper.doi ? `doi:${paper.doi}` : null,
    paper.bibcode,
  ].filter((item): item is string => item !== null)
  if (items.length === 0) return null
  return (
    <span className="library-identifiers">
      {items.map((item) => (
        <code key={item}>{item}</code>
      ))}
    </span>
  )
}

/** "A, B, C et al." with the full list as a tooltip. */
export function AuthorLine({ authors, etAl }: { authors: string[]; etAl: string }) {
  const shown = authors.slice(0, 3).join('; ')
  return (
    <span className="library-authors" title={authors.join('; ')}>
      {authors.length > 3 ? `${shown} ${etAl}` : shown}
    </span>
  )
}
