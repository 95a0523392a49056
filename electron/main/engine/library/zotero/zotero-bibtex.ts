import type { Bibliography } from '../../../../shared/domain/paper'
import type { ZoteroItem } from './zotero-database'

/** Zotero item type → BibTeX entry type, as Zotero's BibTeX export maps them (computer programs as `@software`). */
const entryTypes: Record<string, string> = {
  journalArticle: 'article',
  magazineArticle: 'article',
  newspaperArticle: 'article',
  book: 'book',
  bookSection: 'incollection',
  conferencePaper: 'inproceedings',
  thesis: 'phdthesis',
  report: 'techreport',
  computerProgram: 'software',
  manuscript: 'unpublished',
  patent: 'patent',
  dataset: 'dataset',
}

/** Zotero field → BibTeX field; where two Zotero fields map to one BibTeX field, the first present wins. */
const fieldNames: [zotero: string, bibtex: string][] = [
  ['publicationTitle', 'journal'],
  ['bookTitle', 'booktitle'],
  ['proceedingsTitle', 'booktitle'],
  ['university', 'school'],
  ['institution', 'institution'],
  ['publisher', 'publisher'],
  ['company', 'publisher'],
  ['place', 'address'],
  ['volume', 'volume'],
  ['issue', 'number'],
  ['reportNumber', 'number'],
  ['seriesNumber', 'number'],
  ['pages', 'pages'],
  ['series', 'series'],
  ['seriesTitle', 'series'],
  ['edition', 'edition'],
  ['thesisType', 'type'],
  ['reportType', 'type'],
  ['versionNumber', 'version'],
  ['DOI', 'doi'],
  ['ISBN', 'isbn'],
  ['ISSN', 'issn'],
  ['url', 'url'],
  ['language', 'language'],
  ['abstractNote', 'abstract'],
]

/** Zotero's text as TeX: BibTeX's specials escaped, everything else (Unicode included) as it is. */
function tex(text: string): string {
  return text
    .replace(/\\/gu, '\\textbackslash ')
    .replace(/([{}&%$#_])/gu, '\\$1')
    .replace(/~/gu, '\\textasciitilde ')
    .replace(/\^/gu, '\\textasciicircum ')
    .replace(/\s+/gu, ' ')
    .trim()
}

/** Verbatim fields keep their characters (a URL's `%20`, a DOI's `_`). */
const verbatim = new Set(['url', 'doi'])

/** Creators of one role as a BibTeX name list; a single-field (corporate) name is braced whole. */
function names(item: ZoteroItem, roles: string[]): string {
  return item.creators
    .filter((creator) => roles.includes(creator.creatorType))
    .map((creator) =>
      creator.singleField || !creator.firstName
        ? `{${tex(creator.lastName)}}`
        : `${tex(creator.lastName)}, ${tex(creator.firstName)}`,
    )
    .join(' and ')
}

function entryType(item: ZoteroItem): string {
  if (item.itemType === 'thesis' && /master/iu.test(item.fields.get('thesisType') ?? '')) return 'mastersthesis'
  return entryTypes[item.itemType] ?? 'misc'
}

/**
 * A Zotero item's BibTeX entry: its type and every field Zotero's BibTeX export would write (authors and editors,
 * where it appeared, volume, issue, pages, school, institution…), as TeX, with the typed details read from them.
 */
export function bibliographyFromZoteroItem(item: ZoteroItem): Bibliography {
  const fields: Record<string, string> = {}
  const author = names(item, ['author', 'programmer', 'inventor'])
  if (author) fields.author = author
  const editor = names(item, ['editor'])
  if (editor) fields.editor = editor
  const title = item.fields.get('title')
  if (title) fields.title = `{${tex(title)}}`
  const date = /^(\d{4})(?:-(\d{2}))?/u.exec(item.fields.get('date') ?? '')
  if (date?.[1]) fields.year = date[1]
  if (date?.[2] && date[2] !== '00') fields.month = date[2]
  for (const [zotero, bibtex] of fieldNames) {
    const value = item.fields.get(zotero)?.trim()
    if (!value || fields[bibtex] !== undefined) continue
    fields[bibtex] = verbatim.has(bibtex) ? value : tex(value)
  }
  if (item.tags.length > 0) fields.keywords = item.tags.map(tex).join(', ')
  const typed = (name: string) => item.fields.get(name)?.trim() || null
  return {
    entryType: entryType(item),
    volume: typed('volume'),
    issue: typed('issue') ?? typed('reportNumber'),
    pages: typed('pages'),
    eid: null,
    month: fields.month ?? null,
    arxivClass: null,
    fields,
  }
}
