import type { Paper } from '../../../../shared/domain/paper'
import { familyName } from './citation-key'
import { journalFromMacro, macroForJournal, venueName } from './journal-macros'

/** Braces protect capitals and special characters; BibTeX's own specials are escaped. */
function value(text: string): string {
  const escaped = text.replace(/([&%$#_])/g, '\\$1').replace(/[{}]/g, '')
  return `{${escaped}}`
}

function bracesBalance(text: string): boolean {
  let depth = 0
  for (const character of text) {
    if (character === '{') depth += 1
    else if (character === '}') depth -= 1
    if (depth < 0) return false
  }
  return depth === 0
}

/**
 * A title as BibTeX: TeX it already holds (math such as `z $>$ 5`, braces, `\&`) is kept; a bare `&`, `%`, `#` or `_`
 * outside math is escaped; unbalanced braces are dropped so the file stays readable.
 */
export function bibtexTitle(title: string): string {
  const balanced = bracesBalance(title) ? title : title.replace(/[{}]/g, '')
  return balanced
    .split(/(\$[^$]*\$)/u)
    .map((part) => (part.startsWith('$') ? part : part.replace(/(?<!\\)([&%#_])/gu, '\\$1')))
    .join('')
}

/** The journal field: the AASTeX macro where one exists, else the journal's name without volume and pages. */
function journalField(venue: string): string {
  const name = venueName(venue)
  return macroForJournal(name) ?? journalFromMacro(name)
}

/** A collaboration or other corporate author, which BibTeX must not split into given and family names. */
const corporateName = /\b(collaboration|consortium|team|survey|group|observatory|project|collab\.)\b/iu

/**
 * Names as "Family, Given", which BibTeX reads unambiguously ("Adrian Del Maestro" would lose "Del" to the given
 * names); a name already in that order is kept as written, a corporate name is braced whole.
 */
function authorList(authors: string[]): string {
  return authors
    .map((author) => {
      if (author.includes(',')) return author
      if (corporateName.test(author)) return `{${author}}`
      const family = familyName(author)
      const given = author.slice(0, author.length - family.length).trim()
      return given ? `${family}, ${given}` : family
    })
    .join(' and ')
}

/** The author list braced; the braces that keep a corporate name whole stay (unbalanced ones are dropped). */
function authorsValue(authors: string[]): string {
  const list = authorList(authors).replace(/(?<!\\)([&%$#_])/gu, '\\$1')
  return `{${bracesBalance(list) ? list : list.replace(/[{}]/g, '')}}`
}

const monthMacros = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/** A month as BibTeX's macro (`jan`), which every style prints its own way; other text braced. */
function monthValue(month: string): string {
  const number = /^\d{1,2}$/u.test(month) ? Number(month) : monthMacros.indexOf(month.toLowerCase().slice(0, 3)) + 1
  const macro = monthMacros[number - 1]
  return macro && (/^\d{1,2}$/u.test(month) || month.length === 3) ? macro : `{${month}}`
}

/** The field that names where a paper appeared, by entry type. */
function venueFieldName(type: string): string {
  if (['inproceedings', 'incollection', 'inbook', 'conference'].includes(type)) return 'booktitle'
  if (['phdthesis', 'mastersthesis', 'thesis'].includes(type)) return 'school'
  if (['techreport', 'report'].includes(type)) return 'institution'
  if (['book', 'proceedings', 'collection'].includes(type)) return 'publisher'
  if (type === 'article') return 'journal'
  return 'howpublished'
}

/** A field of the entry: its name, its value as written after `=`, and the fields of an imported entry that hold it. */
type Field = { name: string; written: string; heldBy: string[] }

/** The fields the library's own metadata gives (from ADS, arXiv, Crossref or an earlier import). */
function metadataFields(paper: Paper, type: string): Field[] {
  const details = paper.bibliography
  const venueName = venueFieldName(type)
  const fields: (Field | null)[] = [
    paper.authors.length > 0 ? { name: 'author', written: authorsValue(paper.authors), heldBy: ['author'] } : null,
    { name: 'title', written: `{{${bibtexTitle(paper.title)}}}`, heldBy: ['title'] },
    paper.venue
      ? {
          name: venueName,
          written: venueName === 'journal' ? journalValue(paper.venue) : value(paper.venue),
          heldBy: [venueName, 'journal', 'journaltitle', 'booktitle'],
        }
      : null,
    paper.year !== null ? { name: 'year', written: `{${paper.year}}`, heldBy: ['year', 'date'] } : null,
    details.month ? { name: 'month', written: monthValue(details.month), heldBy: ['month', 'date'] } : null,
    details.volume ? { name: 'volume', written: value(details.volume), heldBy: ['volume'] } : null,
    details.issue ? { name: 'number', written: value(details.issue), heldBy: ['number', 'issue'] } : null,
    details.eid ? { name: 'eid', written: value(details.eid), heldBy: ['eid'] } : null,
    details.pages ? { name: 'pages', written: value(details.pages), heldBy: ['pages'] } : null,
    paper.doi ? { name: 'doi', written: value(paper.doi), heldBy: ['doi'] } : null,
    paper.arxivId ? { name: 'eprint', written: value(paper.arxivId), heldBy: ['eprint'] } : null,
    paper.arxivId ? { name: 'archivePrefix', written: '{arXiv}', heldBy: ['archiveprefix', 'eprinttype'] } : null,
    details.arxivClass
      ? { name: 'primaryClass', written: value(details.arxivClass), heldBy: ['primaryclass', 'eprintclass'] }
      : null,
    paper.keywords.length > 0
      ? { name: 'keywords', written: value(paper.keywords.join(', ')), heldBy: ['keywords'] }
      : null,
    paper.bibcode
      ? {
          name: 'adsurl',
          written: `{https://ui.adsabs.harvard.edu/abs/${paper.bibcode}}`,
          heldBy: ['adsurl'],
        }
      : null,
    paper.abstract ? { name: 'abstract', written: value(paper.abstract), heldBy: ['abstract'] } : null,
  ]
  return fields.filter((field): field is Field => field !== null)
}

function journalValue(venue: string): string {
  const journal = journalField(venue)
  return journal.startsWith('\\') ? `{${journal}}` : value(journal)
}

function inferredType(paper: Paper): string {
  return paper.venue || paper.doi ? 'article' : 'misc'
}

/**
 * One entry for a paper. A paper imported from a .bib file gets its entry back as it came — entry type, every field,
 * TeX as written — with what the library learned since (a DOI, volume, pages) added only where the entry had none;
 * any other paper gets an entry made from its metadata, typed as its source said (`@phdthesis`, `@software`…).
 */
export function paperToBibtex(paper: Paper, key: string): string {
  const type = paper.bibliography.entryType ?? inferredType(paper)
  const kept = Object.entries(paper.bibliography.fields).map(([name, tex]) => ({
    name,
    written: name === 'month' ? monthValue(tex) : `{${tex}}`,
  }))
  const held = new Set(kept.map((field) => field.name))
  const learned = metadataFields(paper, type).filter((field) => !field.heldBy.some((name) => held.has(name)))
  const body = [...kept, ...learned].map((field) => `  ${field.name} = ${field.written}`).join(',\n')
  return `@${type}{${key},\n${body}\n}\n`
}
