import type { EventInput } from '../../../shared/contract/events'
import type { Db } from '../db/open-database'
import { type CitationCheck, checkCitations, formatPassages } from './citations'
import type { Embedder } from './embedder'
import { createHybridSearch, type Passage } from './hybrid-search'
import { createRagIndex } from './rag-index'

/** Writes an answer from passages; implemented over the configured language model. */
export interface AnswerGenerator {
  generate(request: { question: string; passages: string; signal: AbortSignal }): Promise<string>
}

export interface RagServiceDeps {
  db: Db
  embedder: Embedder
  emit(event: EventInput): void
  now(): number
  /** Absent when no model is configured: rag_search then returns passages only. */
  answerGenerator?: () => AnswerGenerator | null
}

export interface RagAnswer {
  answer: string | null
  passages: Passage[]
  citations: CitationCheck | null
  indexed: number
}

export const ANSWER_INSTRUCTIONS =
  'Answer the question using only the numbered passages. Cite every claim with the passage key in brackets, e.g. ' +
  '[P1] or [P2, P3]. If the passages do not answer the question, say so. Do not invent citations.'

/** Retrieval over the parsed library: keeps the index current, searches it, and checks an answer's citations. */
export function createRagService(deps: RagServiceDeps) {
  const index = createRagIndex(deps.db, deps.now)
  const search = createHybridSearch(deps.db, index, deps.embedder)

  /** Indexes every parsed paper that is missing from the index or was indexed by another embedder. */
  const ensureIndexed = async (sessionId: string, runId: string, signal?: AbortSignal): Promise<number> => {
    const current = new Set(
      index
        .indexedPapers()
        .filter((paper) => paper.embedder === deps.embedder.id)
        .map((paper) => paper.paperId),
    )
    const ready = (deps.db.prepare("select id from papers where parse_status = 'ready'").all() as { id: string }[])
      .map((row) => row.id)
      .filter((id) => !current.has(id))
    for (const paperId of ready) {
      await index.indexPaper(paperId, deps.embedder, {
        signal,
        onProgress: (progress) =>
          deps.emit({ type: 'library-progress', sessionId, runId, paperId, task: 'index', ...progress }),
      })
    }
    return ready.length
  }

  return {
    index,
    ensureIndexed,
    async ask(request: {
      sessionId: string
      runId: string
      question: string
      k: number
      paperIds?: string[]
      answer: boolean
      signal: AbortSignal
    }): Promise<RagAnswer> {
      const indexed = await ensureIndexed(request.sessionId, request.runId, request.signal)
      const passages = await search(request.question, { k: request.k, paperIds: request.paperIds })
      const generator = request.answer && passages.length > 0 ? deps.answerGenerator?.() : null
      if (!generator) return { answer: null, passages, citations: null, indexed }
      const answer = await generator.generate({
        question: request.question,
        passages: formatPassages(passages),
        signal: request.signal,
      })
      return { answer, passages, citations: checkCitations(answer, passages), indexed }
    },
  }
}

export type RagService = ReturnType<typeof createRagService>
