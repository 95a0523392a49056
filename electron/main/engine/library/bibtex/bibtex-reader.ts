import type { PaperRecord } from '../../../../shared/domain/paper'
import { parseArxivId } from '../identifiers/arxiv-id'
import { normalizeBibcode } from '../identifiers/bibcode'
import { doiUrl, normalizeDoi } from '../identifiers/doi'
import { guardBibtexExpansion } from './bibtex-expansion-guard'

export interface BibtexImport {
  records: PaperRecord[]
  errors: string[]
}

type Creator = { name?: string; lastName?: string; firstName?: string; prefix?: string; suffix?: string }

/** `~` in BibTeX names becomes a no-break space; names are stored with plain spaces. */
function creatorName(creator: Creator): string {
  const family = [creator.prefix, creator.lastName].filter(Boolean).join(' ')
  const name = creator.name ?? (creator.firstName ? `${family}, ${creator.firstName}` : family)
  return name.replace(/\s+/g, ' ').trim()
}

function arxivFrom(fields: Record<string, unknown>): string | null {
  const eprint = typeof fields.eprint === 'string' ? fields.eprint : null
  const archive = typeof fields.archiveprefix === 'string' ? fields.archiveprefix.toLowerCase() : 'arxiv'
  if (eprint && archive === 'arxiv') return parseArxivId(eprint)?.id ?? null
  return null
}

function bibcodeFrom(key: string, fields: Record<string, unknown>): string | null {
  const adsurl = typeof fields.adsurl === 'string' ? fields.adsurl : ''
  return normalizeBibcode(key) ?? normalizeBibcode(adsurl.replace(/^.*\/abs\//, ''))
}

/**
 * Reads a .bib file into paper records; entries that cannot be read, or whose @string macros would expand past the
 * limits, are reported, the rest still imported.
 */
export async function readBibtex(text: string): Promise<BibtexImport> {
  // Loaded as ESM: the package's CommonJS build needs tslib, which it does not declare.
  const { parse } = await import('@retorquere/bibtex-parser')
  const guarded = guardBibtexExpansion(text)
  const library = parse(guarded.text, { sentenceCase: false, english: false, unsupported: 'ignore' })
  const errors = [...guarded.errors, ...library.errors.map((error) => error.error)]
  const records: PaperRecord[] = []
  for (const entry of library.entries) {
    const fields = entry.fields as Record<string, unknown>
    const title = typeof fields.title === 'string' ? fields.title.replace(/\s+/g, ' ').trim() : ''
    if (!title) {
      errors.push(`Entry ${entry.key} has no title and was skipped.`)
      continue
    }
    const authors = Array.isArray(fields.author) ? (fields.author as Creator[]).map(creatorName) : []
    const doi = typeof fields.doi === 'string' ? normalizeDoi(fields.doi) : null
    const year = typeof fields.year === 'string' ? Number.parseInt(fields.year, 10) : Number.NaN
    const venue = [fields.journal, fields.booktitle].find((field): field is string => typeof field === 'string') ?? ''
    records.push({
      arxivId: arxivFrom(fields),
      doi,
      bibcode: bibcodeFrom(entry.key, fields),
      title,
      authors,
      abstract: typeof fields.abstract === 'string' ? fields.abstract : '',
      year: Number.isInteger(year) ? year : null,
      venue,
      keywords: Array.isArray(fields.keywords) ? (fields.keywords as string[]) : [],
      citationCount: null,
      arxivVersion: null,
      openAccessUrls: [],
      publisherUrl: doi ? doiUrl(doi) : null,
      sources: ['bibtex'],
    })
  }
  return { records, errors }
}
