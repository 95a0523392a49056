import type { PaperRecord } from '../../../../shared/domain/paper'
import { parseArxivId } from '../identifiers/arxiv-id'
import { normalizeBibcode } from '../identifiers/bibcode'
import { doiUrl, normalizeDoi } from '../identifiers/doi'
import { entryFieldsTex, isEtAl } from './bibtex-entry-fields'
import { type LexedEntry, lexBibtex } from './bibtex-lexer'
import { journalFromMacro } from './journal-macros'

export interface BibtexImport {
  /** Each readable entry with the cite key it has in the file. */
  entries: { citationKey: string; record: PaperRecord }[]
  errors: string[]
}

/** How far reading has come, 0 to 1. */
export type BibtexReadProgress = (fraction: number) => void

type Creator = { name?: string; lastName?: string; firstName?: string; prefix?: string; suffix?: string }
type Cooked = Record<string, unknown>

/** The fields a record is made of; the others are kept only as TeX. */
const RECORD_FIELDS = [
  'title',
  'author',
  'abstract',
  'keywords',
  'journal',
  'journaltitle',
  'booktitle',
  'doi',
  'eprint',
  'archiveprefix',
  'adsurl',
  'volume',
  'number',
  'issue',
  'pages',
  'eid',
  'month',
  'date',
  'year',
  'primaryclass',
  'eprintclass',
]
/** Lists the TeX parser splits (names, keywords), whatever they hold. */
const LIST_FIELDS = new Set(['author', 'keywords'])
/** TeX that turns into other text: commands, groups, math, ties, specials and ligatures. */
const TEX_MARKUP = /[\\{}$~^_&%#"`]|--|''|[!?]`/u
/** A journal named by its AASTeX macro alone (`\apj`), which the venue reads as it is. */
const JOURNAL_MACRO = /^\\[A-Za-z]+$/u
const VENUE_FIELDS = new Set(['journal', 'journaltitle', 'booktitle'])
/** Entries handed to the TeX parser at once, between progress reports. */
const ENTRIES_A_SLICE = 500

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

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/** `1` or `jan` → `01`; other text as written. */
function monthOf(fields: Cooked): string | null {
  const month = fieldText(fields.month) ?? /^\d{4}-(\d{2})/u.exec(fieldText(fields.date) ?? '')?.[1] ?? null
  if (month && /^\d{1,2}$/u.test(month)) return month.padStart(2, '0')
  const named = month ? MONTH_NAMES.indexOf(month.toLowerCase()) : -1
  return named >= 0 ? String(named + 1).padStart(2, '0') : month
}

function arxivFrom(fields: Cooked): string | null {
  const eprint = typeof fields.eprint === 'string' ? fields.eprint : null
  const archive = typeof fields.archiveprefix === 'string' ? fields.archiveprefix.toLowerCase() : 'arxiv'
  if (eprint && archive === 'arxiv') return parseArxivId(eprint)?.id ?? null
  return null
}

function bibcodeFrom(key: string, fields: Cooked): string | null {
  const adsurl = typeof fields.adsurl === 'string' ? fields.adsurl : ''
  return normalizeBibcode(key) ?? normalizeBibcode(adsurl.replace(/^.*\/abs\//, ''))
}

function bracesBalance(text: string): boolean {
  let depth = 0
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index)
    if (char === 123) depth++
    else if (char === 125 && --depth < 0) return false
  }
  return depth === 0
}

/** Fields as text: plain ones as they are, those with TeX (and every list) through the TeX parser, a slice at a time. */
async function cookedFields(entries: LexedEntry[], onProgress: BibtexReadProgress): Promise<Cooked[]> {
  const { parse } = await import('@retorquere/bibtex-parser')
  const cooked: Cooked[] = entries.map(() => ({}))
  for (let from = 0; from < entries.length; from += ENTRIES_A_SLICE) {
    const pieces: string[] = []
    for (let index = from; index < Math.min(entries.length, from + ENTRIES_A_SLICE); index++) {
      const entry = entries[index]
      const fields = cooked[index]
      if (!entry || !fields) continue
      const marked: string[] = []
      for (const name of RECORD_FIELDS) {
        const value = entry.fields.get(name)
        if (value === undefined) continue
        const plain = !TEX_MARKUP.test(value) || (VENUE_FIELDS.has(name) && JOURNAL_MACRO.test(value))
        if ((LIST_FIELDS.has(name) || !plain) && bracesBalance(value)) {
          marked.push(`  ${name} = {${value}}`)
        }
        // As written until the parser gives its reading (and when it cannot).
        fields[name] = value.replace(/\s+/gu, ' ').trim()
      }
      if (marked.length > 0) pieces.push(`@${entry.type}{e${index},\n${marked.join(',\n')}\n}\n`)
    }
    const library = parse(pieces.join(''), {
      sentenceCase: false,
      english: false,
      // Journal macros (\mnras, \apj) come through as written, to be named below.
      unsupported: (node) => ('content' in node && typeof node.content === 'string' ? `\\${node.content}` : ''),
      fieldMode: { title: 'verbatim' },
    })
    for (const parsed of library.entries) {
      const fields = cooked[Number(parsed.key.slice(1))]
      if (fields) Object.assign(fields, parsed.fields)
    }
    onProgress(Math.min(entries.length, from + ENTRIES_A_SLICE) / entries.length)
    await new Promise((resolve) => setImmediate(resolve))
  }
  return cooked
}

function recordOf(entry: LexedEntry, fields: Cooked): PaperRecord {
  const title = typeof fields.title === 'string' ? fields.title.replace(/\s+/g, ' ').trim() : ''
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
  return {
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
      entryType: entry.type,
      volume: fieldText(fields.volume),
      issue: fieldText(fields.number) ?? fieldText(fields.issue),
      pages: fieldText(fields.pages),
      eid: fieldText(fields.eid),
      month: monthOf(fields),
      arxivClass: fieldText(fields.primaryclass) ?? fieldText(fields.eprintclass),
      fields: entryFieldsTex(entry.fields),
    },
  }
}

/**
 * Reads a .bib file into paper records, in time linear in its length; each entry that cannot be read is reported
 * with the line it starts on, the rest still imported. Titles keep their TeX (math, braces, escapes) so an export
 * gives back what came in.
 */
export async function readBibtex(
  text: string,
  onProgress: BibtexReadProgress = () => undefined,
): Promise<BibtexImport> {
  const lexed = lexBibtex(text)
  const errors = [...lexed.errors]
  const titled = lexed.entries.filter((entry) => {
    if (/\S/u.test(entry.fields.get('title') ?? '')) return true
    errors.push(`Line ${entry.line}: Entry ${entry.key} has no title and was skipped.`)
    return false
  })
  const cooked = await cookedFields(titled, onProgress)
  const entries = titled.map((entry, index) => ({
    citationKey: entry.key,
    record: recordOf(entry, cooked[index] ?? {}),
  }))
  return { entries, errors }
}
