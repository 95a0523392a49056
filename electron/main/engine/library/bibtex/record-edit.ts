import type { Paper, PaperRecord } from '../../../../shared/domain/paper'
import type { PaperEdit } from '../../../../shared/domain/paper-edit'
import { parseArxivId } from '../identifiers/arxiv-id'
import { normalizeBibcode } from '../identifiers/bibcode'
import { normalizeDoi } from '../identifiers/doi'
import type { LibraryContext } from '../library-context'
import { entryFieldsTex } from './bibtex-entry-fields'
import { lexBibtex } from './bibtex-lexer'
import { citationKeyOf, paperIdWithCitationKey } from './bibtex-service'
import { paperToBibtex } from './bibtex-writer'
import { keepBibtexCitationKey } from './kept-citation-keys'

/** The BibTeX fields that hold each part of the record, dropped when the user sets that part (the edit is written). */
const heldBy: Partial<Record<keyof PaperEdit, string[]>> = {
  title: ['title'],
  authors: ['author'],
  year: ['year', 'date'],
  venue: ['journal', 'journaltitle', 'booktitle'],
  abstract: ['abstract'],
  doi: ['doi'],
  arxivId: ['eprint', 'archiveprefix', 'eprinttype'],
  bibcode: ['adsurl'],
  keywords: ['keywords'],
  volume: ['volume'],
  issue: ['number', 'issue'],
  pages: ['pages'],
  eid: ['eid'],
  month: ['month', 'date'],
  arxivClass: ['primaryclass', 'eprintclass'],
}

export class RecordEditError extends Error {}

function identifier<T>(value: string | null | undefined, parse: (text: string) => T | null, what: string) {
  if (value === undefined) return undefined
  if (value === null || value === '') return null
  const parsed = parse(value)
  if (parsed === null) throw new RecordEditError(`"${value}" is not ${what}; correct it or leave the field empty.`)
  return parsed
}

const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null)

/** The record with the edit applied, its BibTeX entry rewritten so that the edited parts are what it exports. */
function editedRecord(paper: Paper, edit: PaperEdit): PaperRecord {
  const doi = identifier(edit.doi, normalizeDoi, 'a DOI')
  const arxivId = identifier(edit.arxivId, (text) => parseArxivId(text)?.id ?? null, 'an arXiv id')
  const bibcode = identifier(edit.bibcode, normalizeBibcode, 'a bibcode')
  const given = <T>(value: T | undefined, current: T) => (value === undefined ? current : value)
  const details = paper.bibliography
  const fields: Record<string, string> = { ...details.fields }
  for (const [part, names] of Object.entries(heldBy)) {
    if (edit[part as keyof PaperEdit] === undefined) continue
    for (const name of names) delete fields[name]
  }
  for (const [name, tex] of Object.entries(edit.fields ?? {})) {
    if (tex === null || tex.trim() === '') delete fields[name]
    else fields[name] = tex.trim()
  }
  const record: Paper = {
    ...paper,
    title: given(edit.title, paper.title),
    authors: given(edit.authors, paper.authors),
    year: given(edit.year, paper.year),
    venue: given(edit.venue, paper.venue),
    abstract: given(edit.abstract, paper.abstract),
    doi: given(doi, paper.doi),
    arxivId: given(arxivId, paper.arxivId),
    bibcode: given(bibcode, paper.bibcode),
    keywords: given(edit.keywords, paper.keywords),
    sources: paper.sources.includes('manual') ? paper.sources : [...paper.sources, 'manual'],
    bibliography: {
      entryType: given(edit.entryType, details.entryType),
      volume: given(blankToNull(edit.volume), details.volume),
      issue: given(blankToNull(edit.issue), details.issue),
      pages: given(blankToNull(edit.pages), details.pages),
      eid: given(blankToNull(edit.eid), details.eid),
      month: given(blankToNull(edit.month), details.month),
      arxivClass: given(blankToNull(edit.arxivClass), details.arxivClass),
      fields,
    },
  }
  // The whole entry as TeX, as the export writes it: the record is then the user's own entry, which a lookup never
  // replaces (see mergeRecords).
  const [entry] = lexBibtex(paperToBibtex(record, 'edited')).entries
  return { ...record, bibliography: { ...record.bibliography, fields: entry ? entryFieldsTex(entry.fields) : fields } }
}

/** Applies a user's edit to a paper's record (and its cite key); a key another paper has is refused. */
export function editRecord(
  context: LibraryContext,
  paper: Paper,
  edit: PaperEdit,
): { paper: Paper; citationKey: string } {
  const record = editedRecord(paper, edit)
  const key = edit.citationKey
  if (key !== undefined) {
    const holderId = paperIdWithCitationKey(context, key)
    const holder = holderId && holderId !== paper.id ? context.papers.get(holderId) : null
    if (holder) throw new RecordEditError(`The cite key ${key} is already used by "${holder.title}"; choose another.`)
  }
  const twin = context.papers.findByIdentifiers(record).find((other) => other.id !== paper.id)
  if (twin) {
    throw new RecordEditError(
      `"${twin.title}" in the library already has this DOI, arXiv id or bibcode; correct the identifier, or remove one of the two papers.`,
    )
  }
  const stored = context.db
    .transaction(() => {
      const updated = context.papers.replaceRecord(paper.id, record)
      if (key !== undefined) keepBibtexCitationKey(context.db, paper.id, key, context.timing.now())
      return updated
    })
    .immediate()
  return { paper: stored, citationKey: citationKeyOf(context, paper.id) }
}
