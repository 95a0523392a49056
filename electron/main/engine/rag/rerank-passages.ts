import type { SearchOptions } from './hybrid-search'
import type { Passage } from './passage'

/** Orders passages by how well they answer the question; returns their keys, best first (unknown keys are ignored). */
export interface PassageReranker {
  rank(question: string, passages: Passage[], signal: AbortSignal): Promise<string[]>
}

/** The re-ranker always sees this many passages, whatever k is, so the depth asked for never changes the order. */
export const RERANK_DEPTH = 12

/**
 * Retrieval, then (when a re-ranker is given) the top RERANK_DEPTH passages re-ordered by it. Passages it leaves out
 * keep their retrieval order after the ones it ranked; keys are renumbered P1, P2, … in the final order.
 */
export async function rerankPassages(
  search: (question: string, options: SearchOptions) => Promise<Passage[]>,
  reranker: PassageReranker | null,
  question: string,
  options: SearchOptions,
  signal: AbortSignal,
): Promise<Passage[]> {
  if (!reranker) return search(question, options)
  const pool = await search(question, { ...options, k: Math.max(options.k, RERANK_DEPTH) })
  const head = pool.slice(0, RERANK_DEPTH)
  const byKey = new Map(head.map((passage) => [passage.key, passage]))
  const ranked = [...new Set(await reranker.rank(question, head, signal))].flatMap((key) => byKey.get(key) ?? [])
  const chosen = new Set(ranked)
  const ordered = [...ranked, ...head.filter((passage) => !chosen.has(passage)), ...pool.slice(RERANK_DEPTH)]
  return ordered.slice(0, options.k).map((passage, position) => ({ ...passage, key: `P${position + 1}` }))
}
