import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { createDigestRanker } from '../electron/main/engine/digest/digest-ranker'
import { mentionedKeywords } from '../electron/main/engine/digest/follows'
import type { LibraryDocument } from '../electron/main/engine/digest/library-documents'
import { parseArxivFeed } from '../electron/main/engine/library/arxiv/arxiv-atom-parser'
import { parsePdf } from '../electron/main/engine/library/parse/parse-pdf'
import { readSharedFixtureText, sharedFixture } from '../test/helpers/shared-fixtures'
import type { Bench, BenchRow } from './bench-types'
import { isAstro, parseOaiListing } from './digest/oai-listing'
import { ndcgAt, precisionAt } from './digest/ranking-metrics'

const labelsSchema = z.object({
  library: z.array(z.object({ file: z.string(), title: z.string() })).min(1),
  keywordAlert: z.array(z.string()).min(1),
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
    const keywordAlert = listing
      .map((entry, position) => ({
        id: entry.arxivId,
        hits: mentionedKeywords(`${entry.title}\n${entry.abstract}`, labels.keywordAlert).length,
        position,
      }))
      .sort((a, b) => b.hits - a.hits || a.position - b.position)
      .map((item) => item.id)
    const rankedOurs = createDigestRanker(library, []).rank(listing, { authors: [], keywords: [] })
    if (process.env.DIGEST_BENCH_DEBUG) {
      for (const item of rankedOurs.slice(0, 15))
        console.error(
          item.entry.arxivId,
          labels.relevance[item.entry.arxivId] ?? 0,
          item.score.toFixed(3),
          item.entry.title.slice(0, 70),
          JSON.stringify(item.reasons).slice(0, 120),
        )
    }
    const ours = rankedOurs.map((item) => item.entry.arxivId)

    const grades = labels.relevance
    const suite = 'digest-ranking'
    const listed = `${listing.length} papers (${astro.length} astro-ph), ${Object.keys(grades).length} relevant`
    const rows: BenchRow[] = []
    for (const [metric, measure] of [
      ['nDCG@10', (ranked: string[]) => ndcgAt(ranked, grades, 10)],
      ['P@5', (ranked: string[]) => precisionAt(ranked, grades, 5)],
    ] as const) {
      const value = measure(ours)
      const chrono = measure(chronological)
      const keyword = measure(keywordAlert)
      rows.push({
        suite,
        case: `${metric}, ${listed}; chronological ${format(chrono)}`,
        ours: format(value),
        peer: format(keyword),
        peerName: 'keyword alert (10 topic words)',
        goal: `≥ both + ${MARGIN}`,
        met: value >= Math.max(chrono, keyword) + MARGIN,
      })
    }
    return rows
  },
}
