import type { PaperRecord } from '../../../../shared/domain/paper'
import type { AdsDoc } from '../ads/ads-schemas'
import { adsLinkSchema } from '../ads/ads-schemas'
import { arxivIdFromBibcode, parseArxivId } from '../identifiers/arxiv-id'
import { doiUrl, normalizeDoi } from '../identifiers/doi'
import { entryTypeFromAdsDoctype } from './entry-types'

function arxivIdOf(doc: AdsDoc): string | null {
  for (const identifier of doc.identifier) {
    const fromBibcode = arxivIdFromBibcode(identifier)
    if (fromBibcode) return fromBibcode
    if (/^arxiv:/i.test(identifier)) {
      const parsed = parseArxivId(identifier)
      if (parsed) return parsed.id
    }
  }
  return arxivIdFromBibcode(doc.bibcode)
}

function openLinks(doc: AdsDoc): string[] {
  const urls: string[] = []
  for (const raw of doc.links_data) {
    try {
      const link = adsLinkSchema.safeParse(JSON.parse(raw))
      if (link.success && link.data.access === 'open') urls.push(link.data.url)
    } catch {
      // links_data entries are JSON strings; a malformed one is skipped.
    }
  }
  return urls
}

/** ADS marks up abstracts with <SUB>/<SUP>; keep the text. */
const stripTags = (value: string) => value.replace(/<\/?[A-Za-z]+>/g, '')

/** ADS's `pubdate` is `2018-01-00`; month `00` means none. */
function monthOf(pubdate: string | undefined): string | null {
  const month = /^\d{4}-(\d{2})/u.exec(pubdate ?? '')?.[1]
  return month && month !== '00' ? month : null
}

export function recordFromAds(doc: AdsDoc): PaperRecord {
  const doi = doc.doi.map(normalizeDoi).find((value) => value !== null) ?? null
  const year = Number(doc.year ?? doc.pubdate?.slice(0, 4))
  return {
    arxivId: arxivIdOf(doc),
    doi,
    bibcode: doc.bibcode,
    title: stripTags(doc.title[0] ?? ''),
    authors: doc.author,
    abstract: stripTags(doc.abstract ?? ''),
    year: Number.isInteger(year) && year > 0 ? year : null,
    venue: doc.pub ?? '',
    keywords: doc.keyword,
    citationCount: doc.citation_count ?? null,
    arxivVersion: null,
    openAccessUrls: openLinks(doc),
    publisherUrl: doi ? doiUrl(doi) : null,
    sources: ['ads'],
    bibliography: {
      entryType: entryTypeFromAdsDoctype(doc.doctype),
      volume: doc.volume ?? null,
      issue: doc.issue ?? null,
      pages: doc.page[0] ?? null,
      eid: null,
      month: monthOf(doc.pubdate),
      arxivClass: null,
      fields: {},
    },
  }
}
