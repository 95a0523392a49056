import type { PaperRecord } from '../../../../shared/domain/paper'
import { parseArxivId } from '../identifiers/arxiv-id'
import { normalizeBibcode } from '../identifiers/bibcode'
import { doiUrl, normalizeDoi } from '../identifiers/doi'
import { entryFieldsTex, isEtAl } from './bibtex-entry-fields'
import { guardBibtexExpansion } from './bibtex-expansion-guard'
import { journalFromMacro } from './journal-macros'

export interface BibtexImport {
  /** Each readable entry with the cite key it has in the file. */
  entries: { citationKey: string; record: PaperRecord }[]
  errors: string[]
}

type Creator = { name?: string; lastName?: string; firstName?: string; prefix?: string; suffix?: string }

/**
 * Text in Unicode NFC: `{\'\i}` comes out of the parser as a dotless i with a combining accent, which has no composed
 * form, so the accent goes on a plain i ("Amorín").
 */
const composedText = (text: string) =>
  text.replace(/[ıȷ](?=[\u0300-\u036f])/gu, (letter) => (letter === 'ı' ? 'i' : 'j')).normalize('NFC')

/** `~` in BibTeX names becomes a no-break space; names are stored with plain spaces. A corporate name stays whole. */
function creatorName(creator: Creator): string {
  const family = [creator.prefix, creator.lastName].filter(Boolean).join(' ')
  const given = [creator.suffix, creator.firstName].filter(Boolean).join(', ')
  const name = creator.name ?? (given ? `${family}, ${given}` : family)
  return composedText(name.replace(/\s+/g, ' ').trim())
}

const isMoreAuthors = (creator: Creator) =>
  creator.lastName === 'others' ||
  creator.name === 'others' ||
  isEtAl(creatorName(creator).split(', ').reverse().join(' '))

const fieldText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

/** `1` or `jan` (as the parser gives a month) → `01`; other text as written. */
function monthOf(fields: Record<string, unknown>): string | null {
  const month = fieldText(fields.month) ?? /^\d{4}-(\d{2})/u.exec(fieldText(fields.date) ?? '')?.[1] ?? null
  return month && /^\d{1,2}$/u.test(month) ? month.padStart(2, '0') : month
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

/** The 1-based line of the file where `input` (an entry's raw text) starts; null when it cannot be found. */
function lineOf(text: string, input: string | undefined): number | null {
  const start = input ? text.indexOf(input.trimStart().slice(0, 200)) : -1
  return start < 0 ? null : text.slice(0, start).split('\n').length
}

const located = (line: number | null, message: string) => (line === null ? message : `Line ${line}: ${message}`)

/** The parser's own message names a position inside the entry; the entry's line in the file is what the user needs. */
const withoutParserPosition = (message: string) => message.replace(/\s+at line \d+, column \d+/u, '')

/**
 * Reads a .bib file into paper records; each entry that cannot be read is reported with the line it starts on, the
 * rest still imported. Titles keep their TeX (math, braces, escapes) so an export gives back what came in.
 */
export async function readBibtex(text: string): Promise<BibtexImport> {
  // Loaded as ESM: the package's CommonJS build needs tslib, which it does not declare.
  const { parseAsync } = await import('@retorquere/bibtex-parser')
  const guarded = guardBibtexExpansion(text)
  // The async parser yields to the event loop every thousand entries, so the engine answers while a large file is read.
  const library = await parseAsync(guarded.text, {
    sentenceCase: false,
    english: false,
    // Journal macros (\mnras, \apj) come through as written, to be named below.
    unsupported: (node) => ('content' in node && typeof node.content === 'string' ? `\\${node.content}` : ''),
    fieldMode: { title: 'verbatim' },
  })
  const rawEntries = new Map(
    (
      await parseAsync(guarded.text, { raw: true, removeOuterBraces: [], sentenceCase: false, english: false })
    ).entries.map((entry) => [entry.input, entry.fields as Record<string, unknown>]),
  )
  const errors = [
    ...guarded.errors,
    ...library.errors.map((error) => located(lineOf(guarded.text, error.input), withoutParserPosition(error.error))),
  ]
  const entries: BibtexImport['entries'] = []
  for (const entry of library.entries) {
    // An entry the parser gave up on is already reported among its errors.
    if (!entry.input) continue
    const fields = entry.fields as Record<string, unknown>
    const title = typeof fields.title === 'string' ? fields.title.replace(/\s+/g, ' ').trim() : ''
    if (!title) {
      errors.push(located(lineOf(guarded.text, entry.input), `Entry ${entry.key} has no title and was skipped.`))
      continue
    }
    const creators = Array.isArray(fields.author) ? (fields.author as Creator[]) : []
    const authors = creators.filter((creator) => !isMoreAuthors(creator)).map(creatorName)
    const doi = typeof fields.doi === 'string' ? normalizeDoi(fields.doi) : null
    // BibLaTeX (Zotero) writes `date = {2011-03-07}` instead of `year`.
    const yearText = typeof fields.year === 'string' ? fields.year : typeof fields.date === 'string' ? fields.date : ''
    const year = Number.parseInt(yearText.slice(0, 4), 10)
    const venue = journalFromMacro(
      [fields.journal, fields.journaltitle, fields.booktitle].find(
        (field): field is string => typeof field === 'string',
      ) ?? '',
    )
    const record: PaperRecord = {
      arxivId: arxivFrom(fields),
      doi,
      bibcode: bibcodeFrom(entry.key, fields),
      title,
      authors,
      abstract: typeof fields.abstract === 'string' ? composedText(fields.abstract) : '',
      year: Number.isInteger(year) ? year : null,
      venue,
      keywords: Array.isArray(fields.keywords) ? (fields.keywords as string[]) : [],
      citationCount: null,
      arxivVersion: null,
      openAccessUrls: [],
      publisherUrl: doi ? doiUrl(doi) : null,
      sources: ['bibtex'],
      bibliography: {
        entryType: entry.type.toLowerCase(),
        volume: fieldText(fields.volume),
        issue: fieldText(fields.number) ?? fieldText(fields.issue),
        pages: fieldText(fields.pages),
        eid: fieldText(fields.eid),
        month: monthOf(fields),
        arxivClass: fieldText(fields.primaryclass) ?? fieldText(fields.eprintclass),
        fields: entryFieldsTex(rawEntries.get(entry.input) ?? {}),
      },
    }
    entries.push({ citationKey: entry.key, record })
  }
  return { entries, errors }
}
