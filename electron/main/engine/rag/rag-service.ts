import { type EventInput, GLOBAL_SESSION_ID } from '../../../shared/contract/events'
import type { Db } from '../db/open-database'
import { KEYWORD_ONLY, readIndexStatus } from '../library/store/index-status'
import { type CitationCheck, checkCitations, formatPassages } from './citations'
import type { Embedder } from './embedder'
import { createHybridSearch } from './hybrid-search'
import { createIndexQueue } from './index-queue'
import type { Passage } from './passage'
import { createRagIndex } from './rag-index'
import { type PassageReranker, rerankPassages } from './rerank-passages'

/** Writes an answer from passages; implemented over the configured language model. */
export interface AnswerGenerator {
  generate(request: { question: string; passages: string; signal: AbortSignal }): Promise<string>
}

interface RagServiceDeps {
  db: Db
  /** The configured embedding model, or null for keyword search only; read on every use. */
  embedder(): Embedder | null
  emit(event: EventInput): void
  now(): number
  /** Absent when no model is configured: rag_search then returns passages only. */
  answerGenerator?: () => AnswerGenerator | null
  /** Re-orders the top passages with a language model when the setting asks for it; null otherwise. */
  reranker?: () => PassageReranker | null
  onIndexError?: (paperId: string, error: unknown) => void
}

interface RagAnswer {
  answer: string | null
  passages: Passage[]
  citations: CitationCheck | null
  indexed: number
}

export const ANSWER_INSTRUCTIONS =
  'Answer the question using only the numbered passages. Cite every claim with the passage key in brackets, e.g. ' +
  '[P1] or [P2, P3]. If the passages do not answer the question, say so. Do not invent citations.'

/**
 * Retrieval over the parsed library: indexes papers in the background as they are parsed (and again when the
 * embedding model changes), searches the index, and checks an answer's citations.
 */
export function createRagService(deps: RagServiceDeps) {
  const index = createRagIndex(deps.db, deps.now)
  const currentModel = () => deps.embedder()?.id ?? KEYWORD_ONLY

  const indexNow = async (
    paperId: string,
    signal?: AbortSignal,
    runIds = { sessionId: GLOBAL_SESSION_ID, runId: '' },
  ) => {
    const parsed = deps.db
      .prepare("select 1 from papers where id = ? and parse_status = 'ready'")
      .get(paperId) as unknown
    if (!parsed) {
      index.removePaper(paperId)
      return
    }
    await index.indexPaper(paperId, deps.embedder(), {
      signal,
      onProgress: (progress) => deps.emit({ type: 'library-progress', ...runIds, paperId, task: 'index', ...progress }),
    })
  }

  const queue = createIndexQueue(
    (paperId, signal) => indexNow(paperId, signal),
    (paperId, error) => {
      const message = error instanceof Error ? error.message : String(error)
      deps.emit({
        type: 'library-progress',
        sessionId: GLOBAL_SESSION_ID,
        runId: '',
        paperId,
        task: 'index',
        fraction: 1,
        message: `Indexing failed: ${message}`,
      })
      deps.onIndexError?.(paperId, error)
    },
  )

  /** Parsed papers missing from the index or indexed for another embedding model. */
  const stalePapers = () => {
    const model = currentModel()
    const current = new Set(
      index
        .indexedPapers()
        .filter((paper) => paper.embedder === model)
        .map((paper) => paper.paperId),
    )
    return (deps.db.prepare("select id from papers where parse_status = 'ready'").all() as { id: string }[])
      .map((row) => row.id)
      .filter((id) => !current.has(id))
  }

  /** Indexes, in the foreground, whatever the background queue has not reached yet. */
  const ensureIndexed = async (sessionId: string, runId: string, signal?: AbortSignal): Promise<number> => {
    const stale = stalePapers()
    for (const paperId of stale) await indexNow(paperId, signal, { sessionId, runId })
    return stale.length
  }

  const search = (question: string, options: { k: number; paperIds?: string[] }, signal: AbortSignal) =>
    rerankPassages(createHybridSearch(deps.db, deps.embedder()), deps.reranker?.() ?? null, question, options, signal)

  return {
    index,
    /** Queues a paper for (re-)indexing after a parse; a paper that is no longer parsed leaves the index. */
    indexInBackground(paperId: string): void {
      queue.enqueue(paperId)
    },
    /** Queues every parsed paper the index lacks or holds for another embedding model (call when the model changes). */
    reindexStale(): number {
      const stale = stalePapers()
      for (const paperId of stale) queue.enqueue(paperId)
      return stale.length
    },
    status: (paperId: string) => readIndexStatus(deps.db, paperId),
    /** True when search uses embeddings as well as keywords. */
    semantic: () => deps.embedder() !== null,
    settle: () => queue.settle(),
    dispose: () => queue.dispose(),
    ensureIndexed,
    search,
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
      const passages = await search(request.question, { k: request.k, paperIds: request.paperIds }, request.signal)
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
