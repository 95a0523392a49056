import type { PaperRecord } from '../../../shared/domain/paper'
import type { AdsClient } from './ads/ads-client'
import type { ArxivClient } from './arxiv/arxiv-client'
import type { CrossrefClient } from './crossref/crossref-client'
import { describeIdentifier, type PaperIdentifier, parseIdentifier } from './identifiers/identifier'
import { recordFromAds } from './records/from-ads'
import { recordFromArxiv } from './records/from-arxiv'
import { dedupeRecords, sameWork } from './records/merge-records'

interface LookupResult {
  records: PaperRecord[]
  /** Inputs that are not identifiers or that no source knows. */
  failures: { input: string; reason: string }[]
}

function adsQueryFor(identifier: PaperIdentifier): string {
  if (identifier.kind === 'doi') return `doi:"${identifier.doi}"`
  if (identifier.kind === 'bibcode') return `bibcode:"${identifier.bibcode}"`
  return `identifier:"arXiv:${identifier.id}"`
}

const asIdentifiers = (identifier: PaperIdentifier) => ({
  arxivId: identifier.kind === 'arxiv' ? identifier.id : null,
  doi: identifier.kind === 'doi' ? identifier.doi : null,
  bibcode: identifier.kind === 'bibcode' ? identifier.bibcode : null,
})

/**
 * Metadata for arXiv ids, DOIs and bibcodes: arXiv ids from arXiv in one call, everything from ADS when a token is
 * set (which adds bibcodes and citation counts), and DOIs neither knows from Crossref. Records for the same paper are
 * merged.
 */
export async function lookupIdentifiers(
  clients: { ads: AdsClient; arxiv: ArxivClient; crossref: CrossrefClient },
  inputs: string[],
  options: { adsAvailable: boolean },
  signal?: AbortSignal,
): Promise<LookupResult> {
  const failures: LookupResult['failures'] = []
  const identifiers: { input: string; identifier: PaperIdentifier }[] = []
  for (const input of inputs) {
    const identifier = parseIdentifier(input)
    if (identifier) identifiers.push({ input, identifier })
    else failures.push({ input, reason: 'not an arXiv id, DOI or bibcode' })
  }
  const records: PaperRecord[] = []
  const arxivIds = identifiers.filter((entry) => entry.identifier.kind === 'arxiv')
  if (arxivIds.length > 0) {
    try {
      const feed = await clients.arxiv.query(
        {
          idList: arxivIds.map((entry) => describeIdentifier(entry.identifier).replace(/^arXiv:/, '')),
          maxResults: arxivIds.length,
        },
        signal,
      )
      records.push(...feed.entries.map(recordFromArxiv))
    } catch (error) {
      if (!options.adsAvailable) throw error
    }
  }
  if (options.adsAvailable) {
    for (const { identifier } of identifiers) {
      const result = await clients.ads.search({ q: adsQueryFor(identifier), rows: 1 }, signal).catch(() => null)
      const doc = result?.docs[0]
      if (doc) records.push(recordFromAds(doc))
    }
  }
  for (const { identifier } of identifiers) {
    if (identifier.kind !== 'doi' || records.some((record) => sameWork(record, asIdentifiers(identifier)))) continue
    signal?.throwIfAborted()
    const record = await clients.crossref.work(identifier.doi, signal).catch(() => null)
    if (record) records.push(record)
  }
  for (const { input, identifier } of identifiers) {
    if (!records.some((record) => sameWork(record, asIdentifiers(identifier)))) {
      failures.push({ input, reason: `no metadata found for ${describeIdentifier(identifier)}` })
    }
  }
  // Only what was asked for: a source may answer with more (or other) papers than requested.
  const wanted = records.filter((record) =>
    identifiers.some(({ identifier }) => sameWork(record, asIdentifiers(identifier))),
  )
  return { records: dedupeRecords(wanted), failures }
}
