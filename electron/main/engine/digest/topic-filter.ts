import MiniSearch from 'minisearch'
import type { RankedEntry } from './digest-ranker'
import { processTerm } from './digest-terms'

/** How much closeness to the topic counts beside closeness to the library. */
const TOPIC_WEIGHT = 2

/**
 * Keeps the papers that match a topic ("exoplanet atmospheres": BM25 over the listing's titles and abstracts, word
 * beginnings and small typos allowed) and orders them by topic and library together.
 */
export function filterByTopic(ranked: readonly RankedEntry[], topic: string): RankedEntry[] {
  const index = new MiniSearch<{ id: string; title: string; abstract: string }>({
    fields: ['title', 'abstract'],
    processTerm,
    searchOptions: { boost: { title: 2 }, prefix: true, fuzzy: 0.2, combineWith: 'OR' },
  })
  index.addAll(
    ranked.map((item) => ({ id: item.entry.arxivId, title: item.entry.title, abstract: item.entry.abstract })),
  )
  const hits = index.search(topic)
  const best = hits[0]?.score ?? 0
  if (best === 0) return []
  const topicScores = new Map(hits.map((hit) => [String(hit.id), hit.score / best]))
  return ranked
    .flatMap((item) => {
      const topicScore = topicScores.get(item.entry.arxivId)
      if (topicScore === undefined) return []
      return [
        {
          entry: item.entry,
          score: TOPIC_WEIGHT * topicScore + item.score,
          reasons: [{ kind: 'topic' as const, topic }, ...item.reasons],
        },
      ]
    })
    .sort((a, b) => b.score - a.score)
}
