import type { AskScope, PassageView } from '../../../shared/contract/commands/library-ask'
import { GLOBAL_SESSION_ID } from '../../../shared/contract/events'
import { checkCitations, formatPassages } from './citations'
import type { ConfiguredRetrieval } from './configured-rag'
import type { Passage } from './passage'
import type { AnswerGenerator } from './rag-service'

export interface LibraryAskDeps {
  retrieval(): Promise<ConfiguredRetrieval>
  /** Null when no model is configured. */
  answerGenerator(): AnswerGenerator | null
  collectionPaperIds(name: string): string[]
}

interface AskRequest {
  question: string
  scope: AskScope
  k: number
  answer: boolean
  signal: AbortSignal
}

/** Of the question's content words, at least this share must occur in the passages before a model answers. */
const MIN_KEYWORD_COVERAGE = 0.5
const STOP_WORDS = new Set(
  'the and for are was were what which who whom how why when where does did has have had this that these those with from into onto than then their there its our your can could would should may might about over under between within is of to in on at by as be an or a it'.split(
    ' ',
  ),
)

const stem = (word: string) => word.replace(/ies$/, 'y').replace(/([^s])s$/, '$1')
const contentWords = (text: string) =>
  new Set(
    (text.toLowerCase().match(/[\p{L}\p{N}]+(?:[.-][\p{L}\p{N}]+)*/gu) ?? [])
      .filter((word) => word.length >= 3 && !STOP_WORDS.has(word))
      .map(stem),
  )

/** The share of the question's content words found in the passages (1 for a question of stop words only). */
export function keywordCoverage(question: string, passages: Pick<Passage, 'text' | 'paperTitle'>[]): number {
  const wanted = contentWords(question)
  if (wanted.size === 0) return 1
  const found = contentWords(passages.map((passage) => `${passage.paperTitle}\n${passage.text}`).join('\n'))
  return [...wanted].filter((word) => found.has(word)).length / wanted.size
}

function toPassageView(passage: Passage): PassageView {
  return {
    key: passage.key,
    paperId: passage.paperId,
    title: passage.paperTitle,
    firstAuthor: passage.firstAuthor,
    year: passage.year,
    section: passage.section,
    page: passage.pageStart,
    pageEnd: passage.pageEnd,
    text: passage.text,
    score: passage.score,
  }
}

/** How passages are found: keywords alone, or keywords and the configured model's vectors. */
export const retrievalView = ({ embedder, fallback }: Pick<ConfiguredRetrieval, 'embedder' | 'fallback'>) => ({
  mode: embedder ? ('hybrid' as const) : ('keyword' as const),
  embedder: embedder?.id ?? null,
  fallback: fallback ? { code: fallback.code, message: fallback.message } : null,
})

async function retrieve(deps: LibraryAskDeps, request: Omit<AskRequest, 'answer'>) {
  const retrieval = await deps.retrieval()
  const paperIds =
    request.scope.kind === 'papers'
      ? request.scope.paperIds
      : request.scope.kind === 'collection'
        ? deps.collectionPaperIds(request.scope.name)
        : undefined
  if (paperIds?.length === 0) return { retrieval, passages: [], indexed: 0 }
  const result = await retrieval.service.ask({
    sessionId: GLOBAL_SESSION_ID,
    runId: '',
    question: request.question,
    k: request.k,
    paperIds,
    answer: false,
    signal: request.signal,
  })
  return { retrieval, passages: result.passages, indexed: result.indexed }
}

/** Passages for a text over the chosen papers, best first. */
export async function searchLibraryText(deps: LibraryAskDeps, request: Omit<AskRequest, 'answer'>) {
  const { retrieval, passages } = await retrieve(deps, request)
  return { passages: passages.map(toPassageView), retrieval: retrievalView(retrieval) }
}

/**
 * A question over the library: the passages, and when asked an answer by the configured model whose every citation is
 * checked against them. No answer is written from passages that barely touch the question (too few of its words).
 */
export async function askLibrary(deps: LibraryAskDeps, request: AskRequest) {
  const { retrieval, passages, indexed } = await retrieve(deps, request)
  const base = { passages: passages.map(toPassageView), retrieval: retrievalView(retrieval), indexed }
  if (!request.answer) return { ...base, answer: null, abstained: null }
  if (passages.length === 0) return { ...base, answer: null, abstained: 'no-passages' as const }
  if (!retrieval.embedder && keywordCoverage(request.question, passages) < MIN_KEYWORD_COVERAGE) {
    return { ...base, answer: null, abstained: 'weak-evidence' as const }
  }
  const generator = deps.answerGenerator()
  if (!generator) return { ...base, answer: null, abstained: 'no-model' as const }
  const text = await generator.generate({
    question: request.question,
    passages: formatPassages(passages),
    signal: request.signal,
  })
  const citations = checkCitations(text, passages)
  return {
    ...base,
    answer: { text, cited: citations.cited, unknown: citations.unknown },
    abstained: citations.cited.length === 0 ? ('uncited' as const) : null,
  }
}
