import type { Db } from '../electron/main/engine/db/open-database'
import type { Embedder } from '../electron/main/engine/rag/embedder'
import { createHybridSearch, DEFAULT_WEIGHTS, type RankingWeights } from '../electron/main/engine/rag/hybrid-search'
import { createRagIndex } from '../electron/main/engine/rag/rag-index'
import { BENCH_EMBEDDER_VARIABLES, benchEmbedder } from './bench-embedder'
import type { Bench, BenchRow } from './bench-types'
import { createPageBm25 } from './rag/page-bm25'
import { createFixtureLibrary } from './rag/rag-dev-library'
import {
  type LabelledQuestion,
  loadQuestions,
  type ParsedFixture,
  parseFixtures,
  pdfFiles,
  pdftotextPages,
  popplerAvailable,
} from './rag/rag-dev-set'
import { type QuestionScore, type RetrievedUnit, scoreQuestion, type Totals, totals } from './rag/retrieval-score'

const TOP = 5
const TYPES = ['all', 'fact', 'table', 'paraphrase'] as const

type Retriever = (question: string) => Promise<RetrievedUnit[]>

async function indexed(
  fixtures: ParsedFixture[],
  embedder: Embedder | null,
): Promise<{ db: Db; index: ReturnType<typeof createRagIndex> }> {
  const db = createFixtureLibrary(fixtures)
  const index = createRagIndex(db, () => Date.now())
  for (const fixture of fixtures) await index.indexPaper(fixture.file, embedder)
  return { db, index }
}

function productRetriever(
  library: { db: Db; index: ReturnType<typeof createRagIndex> },
  embedder: Embedder | null,
  weights: RankingWeights,
): Retriever {
  const search = createHybridSearch(library.db, embedder, weights)
  return async (question) =>
    (await search(question, { k: TOP })).map((passage) => ({
      file: passage.paperId,
      pageStart: passage.pageStart,
      pageEnd: passage.pageEnd,
      text: passage.text,
    }))
}

async function scoreAll(questions: LabelledQuestion[], retriever: Retriever): Promise<QuestionScore[]> {
  const scores: QuestionScore[] = []
  for (const question of questions) scores.push(scoreQuestion(question, await retriever(question.q)))
  return scores
}

const ofType = (scores: QuestionScore[], type: (typeof TYPES)[number]) =>
  totals(type === 'all' ? scores : scores.filter((score) => score.type === type))

const cell = (value: Totals) =>
  `page ${value.pageHits}/${value.count} · text ${value.answerHits}/${value.count} · MRR ${value.mrr.toFixed(3)}`

export const bench: Bench = {
  name: 'RAG retrieval quality on the shared rag-dev papers (38 labelled questions, 11 papers)',
  async run() {
    const suite = 'rag-quality'
    if (!(await popplerAvailable())) {
      return [
        {
          suite,
          case: 'BM25 over pages needs pdftotext',
          ours: 'skipped',
          peer: 'apt-get install -y poppler-utils',
          peerName: 'BM25 over pdftotext pages',
          goal: '–',
          met: null,
        },
      ]
    }
    const questions = loadQuestions()
    const fixtures = await parseFixtures()
    const units = []
    for (const file of pdfFiles()) {
      for (const [index, text] of (await pdftotextPages(file)).entries()) units.push({ file, page: index + 1, text })
    }
    const pageBm25 = createPageBm25(units)
    const baseline = await scoreAll(questions, async (question) =>
      pageBm25(question, TOP).map((unit) => ({
        file: unit.file,
        pageStart: unit.page,
        pageEnd: unit.page,
        text: unit.text,
      })),
    )

    const keywordLibrary = await indexed(fixtures, null)
    const retrievers: { name: string; scores: QuestionScore[] | string; shipped?: boolean }[] = [
      {
        name: 'keyword only (FTS5 BM25 over chunks)',
        scores: await scoreAll(
          questions,
          productRetriever(keywordLibrary, null, { ...DEFAULT_WEIGHTS, page: 0, passageChars: 0 }),
        ),
      },
      {
        name: 'shipped default (no embedder: chunk + page BM25, passage windows)',
        scores: await scoreAll(questions, productRetriever(keywordLibrary, null, DEFAULT_WEIGHTS)),
        shipped: true,
      },
    ]
    const embedder = benchEmbedder()
    if (embedder) {
      const vectorLibrary = await indexed(fixtures, embedder)
      retrievers.push(
        {
          name: `vector only (${embedder.id})`,
          scores: await scoreAll(
            questions,
            productRetriever(vectorLibrary, embedder, { ...DEFAULT_WEIGHTS, chunk: 0, page: 0, passageChars: 0 }),
          ),
        },
        {
          name: `default with embeddings (${embedder.id})`,
          scores: await scoreAll(questions, productRetriever(vectorLibrary, embedder, DEFAULT_WEIGHTS)),
        },
      )
    } else {
      retrievers.push({
        name: 'vector only',
        scores: `skipped: no embedder configured (set ${BENCH_EMBEDDER_VARIABLES})`,
      })
    }

    const rows: BenchRow[] = []
    for (const retriever of retrievers) {
      for (const type of TYPES) {
        const peer = ofType(baseline, type)
        if (typeof retriever.scores === 'string') {
          if (type === 'all') {
            rows.push({
              suite,
              case: retriever.name,
              ours: retriever.scores,
              peer: cell(peer),
              peerName: 'BM25 over pdftotext pages',
              goal: '–',
              met: null,
            })
          }
          continue
        }
        const ours = ofType(retriever.scores, type)
        const isGoalRow = retriever.shipped === true && type === 'all'
        rows.push({
          suite,
          case: `${retriever.name} — ${type} (${ours.count})`,
          ours: cell(ours),
          peer: cell(peer),
          peerName: 'BM25 over pdftotext pages',
          goal: isGoalRow ? 'page and text > BM25; page ≥ 90%' : '–',
          met: isGoalRow
            ? ours.pageHits > peer.pageHits && ours.answerHits > peer.answerHits && ours.pageHits >= 0.9 * ours.count
            : null,
        })
      }
    }
    return rows
  },
}
