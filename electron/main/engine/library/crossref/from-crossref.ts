import type { PaperRecord } from '../../../../shared/domain/paper'
import { doiUrl, normalizeDoi } from '../identifiers/doi'
import { entryTypeFromCrossrefType } from './crossref-entry-type'
import type { CrossrefWork } from './crossref-work'

/** Crossref abstracts are JATS XML (`<jats:p>…</jats:p>`); keep the text. */
const withoutMarkup = (value: string) =>
  value
    .replace(/<[^>]+>/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()

function authorName(author: CrossrefWork['author'][number]): string | null {
  if (author.family) return author.given ? `${author.family}, ${author.given}` : author.family
  return author.name ?? null
}

export function recordFromCrossref(work: CrossrefWork): PaperRecord {
  const doi = normalizeDoi(work.DOI)
  const [year, month] = (work.issued ?? work.published)?.['date-parts'][0] ?? []
  return {
    arxivId: null,
    doi,
    bibcode: null,
    title: withoutMarkup(work.title[0] ?? ''),
    authors: work.author.map(authorName).filter((name): name is string => name !== null),
    abstract: work.abstract ? withoutMarkup(work.abstract) : '',
    year: year ?? null,
    venue: work['container-title'][0] ?? '',
    keywords: work.subject,
    citationCount: work['is-referenced-by-count'] ?? null,
    arxivVersion: null,
    openAccessUrls: [],
    publisherUrl: doi ? doiUrl(doi) : (work.URL ?? null),
    sources: ['crossref'],
    bibliography: {
      entryType: entryTypeFromCrossrefType(work.type),
      volume: work.volume ?? null,
      issue: work.issue ?? null,
      pages: work.page ?? null,
      eid: work['article-number'] ?? null,
      month: typeof month === 'number' ? String(month).padStart(2, '0') : null,
      arxivClass: null,
      fields: {},
    },
  }
}
