import { z } from 'zod'
import type { CitationAlert } from '../../../shared/contract/commands/digest'
import type { DigestCitationSettings } from '../../../shared/domain/settings'
import type { Db } from '../db/open-database'
import type { AdsClient } from '../library/ads/ads-client'
import { isoDay } from './listing-window'

const DAY_MS = 86_400_000
/** Bibcodes asked about in one ADS query (its query length stays well inside ADS's limits). */
const BIBCODES_PER_QUERY = 50
const ROWS = 200
const FIELDS = ['bibcode', 'title', 'author', 'pubdate', 'identifier', 'reference']

const list = z.array(z.string()).default([])
const citingSchema = z.object({
  response: z.object({
    docs: z.array(
      z.object({
        bibcode: z.string(),
        title: list,
        author: list,
        pubdate: z.string().optional(),
        identifier: list,
        reference: list,
      }),
    ),
  }),
})
type CitingDoc = z.infer<typeof citingSchema>['response']['docs'][number]

interface LibraryPaper {
  bibcode: string | null
  arxivId: string | null
  title: string
  collection: string | null
}

const quoted = (value: string) => `"${value.replace(/["\\]/g, '')}"`
const arxivIdOf = (doc: CitingDoc) =>
  doc.identifier.map((identifier) => /^arXiv:(.+)$/i.exec(identifier)?.[1]).find((id) => id !== undefined) ?? null

export interface CitationAlertsDeps {
  db: Db
  now(): number
  settings(): DigestCitationSettings
  ads(): AdsClient
}

/** New papers citing the reader's own papers (ORCID iD or name) or the papers of chosen collections, found at ADS. */
export function createCitationAlerts(deps: CitationAlertsDeps) {
  const libraryPapers = () =>
    deps.db
      .prepare(
        `select p.bibcode, p.arxiv_id as arxivId, p.title, c.name as collection from papers p
         left join paper_collections pc on pc.paper_id = p.id left join collections c on c.id = pc.collection_id`,
      )
      .all() as LibraryPaper[]

  const search = async (target: string, window: string, signal?: AbortSignal) => {
    const params = new URLSearchParams({
      q: `citations(${target}) entdate:[${window}]`,
      fl: FIELDS.join(','),
      rows: String(ROWS),
      sort: 'entdate desc',
    })
    const body = await deps.ads().request(`/v1/search/query?${params}`, { method: 'GET' }, signal)
    const parsed = citingSchema.safeParse(body)
    if (!parsed.success) {
      throw new Error(`NASA ADS returned a citations answer this app cannot read: ${parsed.error.message}`)
    }
    return parsed.data.response.docs
  }

  return async (signal?: AbortSignal) => {
    const settings = deps.settings()
    const to = isoDay(deps.now())
    const from = isoDay(deps.now() - (settings.days - 1) * DAY_MS)
    const own = settings.orcid
      ? `orcid:${quoted(settings.orcid)}`
      : settings.author
        ? `author:${quoted(settings.author)}`
        : null
    const papers = libraryPapers()
    const chosen = new Set(settings.collections.map((name) => name.toLowerCase()))
    const watched = [
      ...new Set(
        papers.flatMap((paper) =>
          paper.bibcode && paper.collection && chosen.has(paper.collection.toLowerCase()) ? [paper.bibcode] : [],
        ),
      ),
    ]
    if (!own && chosen.size === 0) return { status: 'not-set-up' as const, from, to, entries: [] }

    const window = `${from} TO ${to}`
    const found = new Map<string, { doc: CitingDoc; citesOwn: boolean }>()
    if (own) for (const doc of await search(own, window, signal)) found.set(doc.bibcode, { doc, citesOwn: true })
    for (let start = 0; start < watched.length; start += BIBCODES_PER_QUERY) {
      const bibcodes = watched.slice(start, start + BIBCODES_PER_QUERY).map(quoted)
      for (const doc of await search(`bibcode:(${bibcodes.join(' OR ')})`, window, signal)) {
        const seen = found.get(doc.bibcode)
        // Found by both queries: one paper, citing the reader's papers and the collection's.
        if (seen) seen.doc = { ...seen.doc, reference: [...seen.doc.reference, ...doc.reference] }
        else found.set(doc.bibcode, { doc, citesOwn: false })
      }
    }

    const titles = new Map(papers.flatMap((paper) => (paper.bibcode ? [[paper.bibcode, paper.title]] : [])))
    const arxivIds = new Set(papers.flatMap((paper) => (paper.arxivId ? [paper.arxivId] : [])))
    const entries = [...found.values()].map(({ doc, citesOwn }): CitationAlert => {
      const arxivId = arxivIdOf(doc)
      return {
        bibcode: doc.bibcode,
        title: doc.title[0] ?? doc.bibcode,
        authors: doc.author,
        pubdate: doc.pubdate ?? null,
        arxivId,
        url: `https://ui.adsabs.harvard.edu/abs/${encodeURIComponent(doc.bibcode)}/abstract`,
        citesOwn,
        cites: [...new Set(doc.reference.flatMap((bibcode) => titles.get(bibcode) ?? []))],
        inLibrary: titles.has(doc.bibcode) || (arxivId !== null && arxivIds.has(arxivId)),
      }
    })
    return { status: 'listed' as const, from, to, entries }
  }
}

export type CitationAlerts = ReturnType<typeof createCitationAlerts>
