import type { PaperRecord } from '../../../shared/domain/paper'
import type { AdsClient } from './ads/ads-client'
import { parseIdentifier } from './identifiers/identifier'
import { recordFromAds } from './records/from-ads'

type RelatedKind = 'references' | 'citations'

export interface RelatedRequest {
  /** The paper's identifiers as known; ADS needs the bibcode, found from the arXiv id or DOI when missing. */
  paper: { bibcode: string | null; arxivId: string | null; doi: string | null; title: string }
  kind: RelatedKind
  start: number
  rows: number
  /** An ADS sort; most cited first by default. */
  sort?: string
}

interface RelatedResult {
  bibcode: string
  records: PaperRecord[]
  total: number
}

/** The paper's bibcode: its own, or ADS's for its arXiv id or DOI. */
async function bibcodeOf(ads: AdsClient, paper: RelatedRequest['paper'], signal?: AbortSignal): Promise<string> {
  if (paper.bibcode) return paper.bibcode
  const query = paper.arxivId ? `identifier:"arXiv:${paper.arxivId}"` : paper.doi ? `doi:"${paper.doi}"` : null
  if (!query) {
    throw new Error(`"${paper.title}" has no bibcode, arXiv id or DOI, so NASA ADS cannot list its references.`)
  }
  const found = await ads.search({ q: query, fields: ['bibcode'], rows: 1 }, signal)
  const bibcode = found.docs[0]?.bibcode
  if (!bibcode) throw new Error(`NASA ADS does not know "${paper.title}", so it has no references or citations there.`)
  return bibcode
}

/** The papers a paper cites, or the papers citing it, from NASA ADS (a page at a time). */
export async function relatedPapers(
  ads: AdsClient,
  request: RelatedRequest,
  signal?: AbortSignal,
): Promise<RelatedResult> {
  const bibcode = await bibcodeOf(ads, request.paper, signal)
  const options = { rows: request.rows, start: request.start, sort: request.sort ?? 'citation_count desc' }
  const result =
    request.kind === 'references'
      ? await ads.references(bibcode, options, signal)
      : await ads.citations(bibcode, options, signal)
  return { bibcode, records: result.docs.map(recordFromAds), total: result.numFound }
}

/** What `reference` names when it is not in the library: its identifiers, for `relatedPapers`. */
export function identifiersOf(reference: string): RelatedRequest['paper'] | null {
  const identifier = parseIdentifier(reference)
  if (!identifier) return null
  return {
    bibcode: identifier.kind === 'bibcode' ? identifier.bibcode : null,
    arxivId: identifier.kind === 'arxiv' ? identifier.id : null,
    doi: identifier.kind === 'doi' ? identifier.doi : null,
    title: reference,
  }
}
