import type { PaperRecord } from '../../../../shared/domain/paper'
import { parseArxivId } from '../identifiers/arxiv-id'
import { normalizeBibcode } from '../identifiers/bibcode'
import { normalizeDoi } from '../identifiers/doi'
import { bibliographyFromZoteroItem } from './zotero-bibtex'
import type { ZoteroItem } from './zotero-database'

/** Zotero item types that describe a paper (or a book) we can keep; anything else is skipped with its type named. */
export const paperItemTypes = new Set([
  'journalArticle',
  'preprint',
  'conferencePaper',
  'thesis',
  'report',
  'book',
  'bookSection',
  'manuscript',
  'magazineArticle',
  'computerProgram',
  'newspaperArticle',
  'dataset',
])

const venueFields = [
  'publicationTitle',
  'proceedingsTitle',
  'bookTitle',
  'repository',
  'university',
  'institution',
  'publisher',
  'company',
]

/** `Key: value` lines of Zotero's Extra field, keys lower-cased. */
function extraLines(extra: string): Map<string, string> {
  const lines = new Map<string, string>()
  for (const line of extra.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z][A-Za-z .-]*?)\s*:\s*(.+?)\s*$/.exec(line)
    if (match?.[1] && match[2]) lines.set(match[1].toLowerCase(), match[2])
  }
  return lines
}

function identifiersOf(item: ZoteroItem): Pick<PaperRecord, 'arxivId' | 'arxivVersion' | 'doi' | 'bibcode'> {
  const extra = extraLines(item.fields.get('extra') ?? '')
  const url = item.fields.get('url') ?? ''
  const fromUrl = parseArxivId(url)
  const arxiv =
    parseArxivId(extra.get('arxiv') ?? '') ??
    fromUrl ??
    (item.fields.get('repository')?.toLowerCase() === 'arxiv'
      ? parseArxivId(item.fields.get('archiveID') ?? item.fields.get('number') ?? '')
      : null)
  const arxivVersion = arxiv?.version ?? (fromUrl?.id === arxiv?.id ? fromUrl?.version : null) ?? null
  const doi =
    normalizeDoi(item.fields.get('DOI') ?? '') ??
    normalizeDoi(extra.get('doi') ?? '') ??
    (/doi\.org\//i.test(url) ? normalizeDoi(url) : null)
  const bibcode =
    normalizeBibcode(extra.get('ads bibcode') ?? '') ??
    normalizeBibcode(extra.get('bibcode') ?? '') ??
    (/adsabs\.harvard\.edu\//i.test(url) ? normalizeBibcode(url) : null)
  return { arxivId: arxiv?.id ?? null, arxivVersion, doi, bibcode }
}

/** The Better BibTeX key Zotero 7 and older Better BibTeX versions leave in Extra. */
export function citationKeyFromExtra(item: ZoteroItem): string | null {
  return extraLines(item.fields.get('extra') ?? '').get('citation key') ?? null
}

/** The key in the item's own Citation Key field (Zotero 7.1 and later, which Better BibTeX also fills). */
export function nativeCitationKey(item: ZoteroItem): string | null {
  return item.fields.get('citationKey')?.trim() || null
}

function authorsOf(item: ZoteroItem): string[] {
  const authors = item.creators.filter((creator) => creator.creatorType === 'author')
  const named = authors.length > 0 ? authors : item.creators
  return named
    .map((creator) =>
      creator.singleField || !creator.firstName ? creator.lastName : `${creator.lastName}, ${creator.firstName}`,
    )
    .filter((name) => name.trim().length > 0)
}

/** A paper record from a Zotero item; the item's own identifiers decide which library paper it merges with. */
export function recordFromZoteroItem(item: ZoteroItem): PaperRecord {
  const identifiers = identifiersOf(item)
  const year = /\b(\d{4})\b/.exec(item.fields.get('date') ?? '')?.[1]
  const url = item.fields.get('url') ?? null
  return {
    ...identifiers,
    title: item.fields.get('title') ?? '',
    authors: authorsOf(item),
    abstract: item.fields.get('abstractNote') ?? '',
    year: year ? Number(year) : null,
    venue: venueFields.map((field) => item.fields.get(field)).find((value) => value) ?? '',
    keywords: [],
    citationCount: null,
    openAccessUrls: [],
    publisherUrl: url && /^https?:\/\//i.test(url) && !/arxiv\.org|adsabs/i.test(url) ? url : null,
    sources: ['zotero'],
    bibliography: bibliographyFromZoteroItem(item),
  }
}
