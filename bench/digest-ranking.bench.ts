import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { createDigestRanker } from '../electron/main/engine/digest/digest-ranker'
import type { LibraryDocument } from '../electron/main/engine/digest/library-documents'
import { listingMeaning } from '../electron/main/engine/digest/listing-meaning'
import type { TextVectors } from '../electron/main/engine/digest/text-vectors'
import { parseArxivFeed } from '../electron/main/engine/library/arxiv/arxiv-atom-parser'
import { parsePdf } from '../electron/main/engine/library/parse/parse-pdf'
import { readSharedFixtureText, sharedFixture } from '../test/helpers/shared-fixtures'
import { BENCH_EMBEDDER_VARIABLES, benchEmbedder } from './bench-embedder'
import type { Bench, BenchRow } from './bench-types'
import { keywordAlertOrder, titleWordAlert } from './digest/keyword-alert'
import { isAstro, parseOaiListing } from './digest/oai-listing'
import { ndcgAt, precisionAt } from './digest/ranking-metrics'

const labelsSchema = z.object({
  library: z.array(z.object({ file: z.string(), title: z.string() })).min(1),
  relevance: z.record(z.string(), z.number().int().min(0).max(2)),
})

/** The first page of a paper (title, authors, abstract, the start of the text) stands in for its abstract. */
const FIRST_PAGE_CHARS = 4000
const MARGIN = 0.1

async function libraryOf(papers: readonly { file: string; title: string }[]): Promise<LibraryDocument[]> {
  const documents: LibraryDocument[] = []
  for (const { file, title } of papers) {
    const parsed = await parsePdf(new Uint8Array(readFileSync(sharedFixture(join('rag-dev', 'pdfs', file)))))
    documents.push({
      id: file,
      arxivId: null,
      title,
      abstract: (parsed.pages[0] ?? '').slice(0, FIRST_PAGE_CHARS),
      annotations: '',
    })
  }
  return documents
}

const format = (value: number) => value.toFixed(3)

const EMBED_BATCH = 32
/** The product's text vectors without its database: each text embedded in this run. */
const uncachedVectors: TextVectors = async (embedder, texts, signal) => {
  const vectors: Float32Array[] = []
  for (let start = 0; start < texts.length; start += EMBED_BATCH) {
    vectors.push(...(await embedder.embed(texts.slice(start, start + EMBED_BATCH), signal)))
  }
  return vectors
}

export const bench: Bench = {
  name: 'arXiv digest ranking: recorded listings against a library of rag-dev papers, labelled by hand',
  async run() {
    const labels = labelsSchema.parse(
      JSON.parse(readFileSync(join(__dirname, 'fixtures', 'digest-ranking', 'labels.json'), 'utf8')),
    )
    const astro = parseOaiListing(
      readSharedFixtureText('arxiv-listings/oai-pmh-listrecords-arxivraw-1000-records-resumption-2014.xml'),
    ).filter(isAstro)
    const distractors = parseArxivFeed(
      readSharedFixtureText('arxiv-listings/api-atom-q_testing_s0_m100_cfe7536492ca.xml'),
    ).entries
    // Chronological: the astro-ph records in arXiv's order, the cs feed's entries by date among them.
    const listing = [...astro, ...distractors].sort((a, b) => a.published.localeCompare(b.published))
    const library = await libraryOf(labels.library)

    const chronological = listing.map((entry) => entry.arxivId)
    const alertWords = titleWordAlert(labels.library.map((paper) => paper.title))
    const keywordAlert = keywordAlertOrder(listing, alertWords)
    const ranker = createDigestRanker(library, [])
    const follows = { authors: [], keywords: [] }
    const orders: { name: string; ranked: string[] | null }[] = [
      { name: 'BM25 (no embedder)', ranked: ranker.rank(listing, follows).map((item) => item.entry.arxivId) },
    ]
    const embedder = benchEmbedder()
    orders.push({
      name: `BM25 + embeddings${embedder ? ` (${embedder.id})` : ''}`,
      ranked: embedder
        ? ranker
            .rank(listing, follows, await listingMeaning(uncachedVectors, embedder, listing, library))
            .map((item) => item.entry.arxivId)
        : null,
    })

    const grades = labels.relevance
    const suite = 'digest-ranking'
    const listed = `${listing.length} papers (${astro.length} astro-ph), ${Object.keys(grades).length} relevant`
    const rows: BenchRow[] = []
    for (const [metric, measure] of [
      ['nDCG@10', (ranked: string[]) => ndcgAt(ranked, grades, 10)],
      ['P@5', (ranked: string[]) => precisionAt(ranked, grades, 5)],
    ] as const) {
      const chrono = measure(chronological)
      const keyword = measure(keywordAlert)
      for (const order of orders) {
        const value = order.ranked ? measure(order.ranked) : null
        rows.push({
          suite,
          case: `${metric}, ours ${order.name}, ${listed}; chronological ${format(chrono)}`,
          ours: value === null ? `skipped (set ${BENCH_EMBEDDER_VARIABLES})` : format(value),
          peer: format(keyword),
          peerName: `keyword alert (the ${alertWords.length} words of the library's titles)`,
          goal: `≥ both + ${MARGIN}`,
          met: value === null ? null : value >= Math.max(chrono, keyword) + MARGIN,
        })
      }
    }
    return rows
  },
}
