import { emptyBibliography, type PaperRecord } from '../../../../shared/domain/paper'
import type { ArxivEntry } from '../arxiv/arxiv-atom-parser'
import { doiUrl } from '../identifiers/doi'

export function recordFromArxiv(entry: ArxivEntry): PaperRecord {
  const year = Number(entry.published.slice(0, 4))
  return {
    arxivId: entry.arxivId,
    doi: entry.doi,
    bibcode: null,
    title: entry.title,
    authors: entry.authors,
    abstract: entry.abstract,
    year: Number.isInteger(year) && year > 0 ? year : null,
    venue: entry.journalRef ?? '',
    keywords: entry.categories,
    citationCount: null,
    arxivVersion: entry.version,
    openAccessUrls: entry.pdfUrl ? [entry.pdfUrl] : [],
    publisherUrl: entry.doi ? doiUrl(entry.doi) : null,
    sources: ['arxiv'],
    bibliography: {
      ...emptyBibliography,
      month: /^\d{4}-(\d{2})/u.exec(entry.published)?.[1] ?? null,
      arxivClass: entry.primaryCategory,
    },
  }
}
