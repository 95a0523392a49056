import type { Bibliography, PaperIdentifiers, PaperRecord } from '../../../../shared/domain/paper'

/** True when two records name the same paper: any shared arXiv id, DOI or bibcode. */
export function sameWork(a: PaperIdentifiers, b: PaperIdentifiers): boolean {
  return (
    (a.arxivId !== null && a.arxivId === b.arxivId) ||
    (a.doi !== null && a.doi === b.doi) ||
    (a.bibcode !== null && a.bibcode === b.bibcode)
  )
}

const longer = (a: string, b: string) => (b.length > a.length ? b : a)
const union = <T>(a: T[], b: T[]) => [...new Set([...a, ...b])]

const hasEntry = (record: PaperRecord) => Object.keys(record.bibliography.fields).length > 0

/**
 * The user's own entry (imported from a .bib file or Zotero) is kept whole: its type and details come first, then the
 * preferred source's, then the other's; a later import of an entry replaces the earlier one.
 */
function mergeBibliography(preferred: Bibliography, other: Bibliography, latestEntry: Bibliography): Bibliography {
  const pick = <K extends Exclude<keyof Bibliography, 'fields'>>(name: K) => preferred[name] ?? other[name]
  return {
    entryType: pick('entryType'),
    volume: pick('volume'),
    issue: pick('issue'),
    pages: pick('pages'),
    eid: pick('eid'),
    month: pick('month'),
    arxivClass: pick('arxivClass'),
    fields: latestEntry.fields,
  }
}

/**
 * Combines two descriptions of one paper. The journal bibcode beats an arXiv e-print bibcode; ADS's author list and
 * venue beat arXiv's, and the user's own entry beats both; the higher citation count and the newer arXiv version win;
 * empty never beats present.
 */
export function mergeRecords(a: PaperRecord, b: PaperRecord): PaperRecord {
  const userEntry = hasEntry(b) ? b : hasEntry(a) ? a : null
  const preferred = userEntry ?? (b.sources.includes('ads') && !a.sources.includes('ads') ? b : a)
  const other = preferred === a ? b : a
  const bibcodes = [a.bibcode, b.bibcode].filter((value): value is string => value !== null)
  const bibcode = bibcodes.find((value) => !value.includes('arXiv')) ?? bibcodes[0] ?? null
  const counts = [a.citationCount, b.citationCount].filter((value): value is number => value !== null)
  const versions = [a.arxivVersion, b.arxivVersion].filter((value): value is number => value !== null)
  return {
    arxivId: a.arxivId ?? b.arxivId,
    doi: a.doi ?? b.doi,
    bibcode,
    title: preferred.title || other.title,
    authors: preferred.authors.length > 0 ? preferred.authors : other.authors,
    abstract: userEntry?.abstract || longer(a.abstract, b.abstract),
    year: preferred.year ?? other.year,
    venue: preferred.venue || other.venue,
    keywords: union(a.keywords, b.keywords),
    citationCount: counts.length > 0 ? Math.max(...counts) : null,
    arxivVersion: versions.length > 0 ? Math.max(...versions) : null,
    openAccessUrls: union(a.openAccessUrls, b.openAccessUrls),
    publisherUrl: a.publisherUrl ?? b.publisherUrl,
    sources: union(a.sources, b.sources),
    bibliography: mergeBibliography(preferred.bibliography, other.bibliography, (userEntry ?? a).bibliography),
  }
}

/** Merges a list of records into one per paper, in first-seen order (transitively: A~B and B~C make one). */
export function dedupeRecords(records: PaperRecord[]): PaperRecord[] {
  const groups: { first: number; record: PaperRecord }[] = []
  records.forEach((record, index) => {
    let current = record
    let first = index
    for (let position = groups.length - 1; position >= 0; position--) {
      const group = groups[position]
      if (group && sameWork(group.record, current)) {
        current = mergeRecords(group.record, current)
        first = Math.min(first, group.first)
        groups.splice(position, 1)
      }
    }
    groups.push({ first, record: current })
  })
  return groups.sort((a, b) => a.first - b.first).map((group) => group.record)
}
